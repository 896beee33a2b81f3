import { Quaternion, Vec3 } from 'cannon-es'
import type { Body } from 'cannon-es'
import {
  addFroudeKrylovCorrection,
  AT_SCALE,
  AT_SIZE,
  AT_TIME,
  AT_X,
  AT_Z,
  AXIS_X,
  AXIS_Z,
  choleskySolve,
  coefficientAt,
  createHydrostaticsResult,
  createWetSurface,
  FK_TIME,
  FK_WEIGHT,
  frequencyBracket,
  createFroudeKrylovHull,
  createFroudeKrylovSea,
  createRadiationHistory,
  HEAVE,
  infiniteAddedMass,
  infiniteCouplingMass,
  largestDamping,
  MODES,
  modeStiffness,
  naturalFrequency,
  PITCH,
  ROLL,
  rotationMatrix,
  waveSamplerOf,
} from '../core/internal.js'
import { stateArray } from '../core/stateArray.js'
import { froudeKrylovProxy } from './froudeKrylovProxy.js'
import {
  checkAddedMass,
  checkDiffraction,
  resolvedTable,
  sharedTableDiffraction,
  warnNoModes,
  warnUncoupled,
} from './radiationTables.js'
import type {
  DragOptions,
  HydrodynamicsStep,
  HydrostaticsOptions,
  HydrostaticsResult,
  FroudeKrylovBody,
  FroudeKrylovHull,
  FroudeKrylovSea,
  Hull,
  RadiationHistory,
  RadiationTable,
  ResolvedRadiationTable,
  TableDiffraction,
  WaterSurface,
  WaveField,
  WaveSampler,
  WetSurface,
} from '../core/internal.js'

/** The Froude–Krylov shares of each hull's triangles, made once per hull (bodies of one hull share them). */
const froudeKrylovHulls = new WeakMap<Hull, FroudeKrylovHull>()

function froudeKrylovHull(hull: Hull): FroudeKrylovHull {
  let made = froudeKrylovHulls.get(hull)
  if (made === undefined) {
    made = createFroudeKrylovHull(hull)
    froudeKrylovHulls.set(hull, made)
  }
  return made
}

/** Half the interval of the central difference that gives the water's acceleration, s */
const ACCELERATION_STEP = 1e-3

/** How the wave pushes (BuoyancyOptions.waveForce). */
export type WaveForceModel = 'froudeKrylov' | 'hydrostatic'
/** Added mass and radiation damping (BuoyancyOptions.radiation). */
export type RadiationModel = 'auto' | false | RadiationTable

/** BuoyancyOptions.waveForce when not given. */
export const DEFAULT_WAVE_FORCE: WaveForceModel = 'froudeKrylov'
/** BuoyancyOptions.radiation when not given. */
export const DEFAULT_RADIATION: RadiationModel = 'auto'

/**
 * The seakeeping terms of one floating body (attachBuoyancy):
 * - the Froude–Krylov correction to the hydrostatic pressure (core/seakeeping/froudeKrylov.ts), when the
 *   water is a sea of known components (a WaveField) and `waveForce` is 'froudeKrylov';
 * - radiation damping −B_j v_j on the body's own velocity in body axes (not relative to the water: the
 *   radiated waves are made by the body's motion, and damping the motion relative to the incident
 *   flow drives a large hull in short waves);
 * - added mass, applied implicitly: the whole force and torque on the body (gravity, ours and what
 *   the listeners before ours added) are scaled per body axis by M_j / (M_j + A_j) just before
 *   cannon-es integrates them, which is the acceleration F / (M + A) of the effective mass without any
 *   force from a previous step's acceleration, so it is stable for any A ≥ 0 (a light body with added
 *   mass several times its own just accelerates less). Forces added by preStep listeners registered
 *   after attachBuoyancy's are not scaled.
 * Both radiation terms are scaled by the wet fraction min(1, V / V_eq): a body in the air has none. A body
 * a crest has buried radiates less and less: the damping and the diffraction estimate fade with how far
 * it is under, and Morison's inertia force carries it with the water instead (addBuriedInertia).
 * 'auto''s coefficients (strip theory on the hull's sections, core/seakeeping/estimateRadiation.ts) are
 * taken at each mode's natural frequency with its added mass (heave, roll, pitch; surge and sway at the
 * heave's, yaw at the roll's): the frequency at which they matter; its diffraction force of heave and pitch
 * acts per frequency and heading like a table's (made consistent with the constant added mass in long
 * waves: longWaveConsistency), roll too (a free body's: stripTheory.ts). Its modes are about the hull's modal
 * axes (core/seakeeping/modalAxes.ts: y up, x along the waterplane's length at the floating pose) when those
 * are not the body's, a hull with its length along z or floating on a corner: vectors are turned into them
 * and back, and the body's inertia in them may have off-diagonal terms (a 6 × 6 solve for the effective
 * mass, coupleAddedMass). A table's coefficients are used at
 * every frequency at once: its added mass at infinite frequency and the memory of Cummins' equation for the
 * modes it damps (core/seakeeping/radiationMemory.ts), and its diffraction force, when it gives one, in place of the
 * estimate (core/seakeeping/tableDiffraction.ts).
 */
export interface Seakeeping {
  /** the wet surface the correction needs recorded, or false */
  readonly needsWetSurface: boolean
  /**
   * A fine hull's proxy (froudeKrylovProxy.ts) when the correction takes one this step, else null. The
   * caller clips it before `add` (its hydrostatics with `options` into `result`, which records the wet
   * surface the correction integrates), and takes the drag on it in the same pass. Call once a step,
   * after setting step.time and step.gravity.
   */
  proxyPass(step: HydrodynamicsStep): ProxyPass | null
  /** whether add and scaleForAddedMass do anything (false: the seeds' model, nothing to call) */
  readonly active: boolean
  /**
   * add the Froude–Krylov correction and the radiation damping to force and torque (world) at step.time
   * with step.gravity; `last` is this step's hydrostatics (numbers are passed inside objects: V8 boxes a
   * double argument of a call it does not inline, 16 B a step)
   */
  add(wet: WetSurface | null, step: HydrodynamicsStep, last: HydrostaticsResult, ft: Float64Array): void
  /** scale body.force and body.torque for the added mass (call last in the body's preStep) */
  scaleForAddedMass(last: HydrostaticsResult): void
  /**
   * body.force and body.torque as scaleForAddedMass left them, then the world step (NaN: none this step)
   */
  readonly scaledForce: Float64Array
  /**
   * scale what later preStep listeners added to body.force and body.torque since scaleForAddedMass (call
   * just before the body integrates, when they differ from scaledForce: cargo, flooding and a user's forces
   * get the added mass too)
   */
  scaleLaterForces(): void
  /** forget this step's add, which a failed world step abandoned (the entry's wet fraction) */
  undoStep(): void
  /**
   * the added mass and inertia scaleForAddedMass will apply this step (MODES order, body axes: the wet
   * fraction's share), for the stiff-mode check; null when it applies none. A reused array.
   */
  appliedAddedMass(last: HydrostaticsResult): Float64Array | null
  /**
   * per mode (MODES order): added mass and damping in use (read-only, for tests and debug views), about
   * radiation 'auto''s modal axes when the hull has them (ModeStiffness.modal), else the body's
   */
  readonly addedMass: Float64Array
  readonly damping: Float64Array
  /** per mode: the frequency the coefficients were taken at, rad/s */
  readonly frequency: Float64Array
}

/** The proxy's clipping of one step (Seakeeping.proxyPass): one object per body, reused. */
export interface ProxyPass {
  hull: Hull
  readonly options: HydrostaticsOptions
  readonly result: HydrostaticsResult
}

/**
 * The wet fraction by which a body entering the water has set its whole added mass moving
 * (Seakeeping's addEntryMomentum): a flat bottom sets nearly all of it moving as it touches (a plate's
 * added mass is its width's, whatever its draft). Above it the wet fraction rocks with the waves about a
 * floating body's draft, which is no entry (a crest passing a body held still gave it a force a third of
 * the excitation's). Its inertia stays the wet fraction's share: the validated seakeeping is unchanged.
 */
const ENTRY_WETNESS = 0.5

/** A coupled pair's terms, as a fraction of √(X_ii X_jj), below which it is rounding's (a symmetric hull's). */
const SYMMETRIC = 1e-6

function isWaveField(water: WaterSurface): water is WaveField {
  return Array.isArray((water as WaveField).components) && typeof (water as WaveField).level === 'number'
}

/**
 * With radiation on, the drag's modal ('radiation') damping is off unless asked for (ours replaces it), and
 * its faces are 'resolved' unless told: the drag is then the viscous damping the seakeeping model leaves
 * to it, and a coarse hull's should not depend on its tessellation (DragOptions.faces). The seeds' model
 * (radiation false) keeps Kerner's drag as it was, to the last bit.
 */
export function dragWithRadiation(
  drag: DragOptions | false | undefined,
  radiation: RadiationModel,
): DragOptions | boolean {
  if (drag === false) return false
  if (radiation === false) return drag ?? true
  if (drag === undefined) return { radiation: false, faces: 'resolved' }
  // (not an object, from JavaScript: left for resolveDrag to refuse as it is; spread, "bogus" became
  // { 0: 'b', … } and the message named options.drag.0)
  if (typeof drag !== 'object' || drag === null || Array.isArray(drag)) return drag
  return {
    ...drag,
    radiation: drag.radiation === undefined ? false : drag.radiation,
    faces: drag.faces === undefined ? 'resolved' : drag.faces,
  }
}

export function createSeakeeping(
  body: Body,
  hull: Hull,
  water: WaterSurface,
  waveForce: WaveForceModel,
  radiation: RadiationModel,
  density: number,
  gravity: number,
  caller: string,
): Seakeeping {
  if (waveForce !== 'froudeKrylov' && waveForce !== 'hydrostatic') {
    throw new Error(`${caller}: options.waveForce must be 'froudeKrylov' or 'hydrostatic', got ${String(waveForce)}`)
  }
  // flat water (a sea of no components) has no wave pressure to correct: nothing to integrate
  const sea: FroudeKrylovSea | null =
    waveForce === 'froudeKrylov' && isWaveField(water) && water.components.length > 0
      ? createFroudeKrylovSea(water.components, water.level)
      : null
  // the hull's triangles in body axes, shared by the bodies of one hull (the torque point, body.position,
  // is the body's origin, where the hull's vertices are given); a fine hull's correction is taken on its
  // proxy (froudeKrylovProxy.ts), clipped here by the water on its own
  let proxy = sea === null ? null : froudeKrylovProxy(hull)
  const fkBody: FroudeKrylovBody | null =
    sea === null
      ? null
      : {
          hull: froudeKrylovHull(proxy === null || proxy === 'pending' ? hull : proxy),
          position: body.position,
          quaternion: body.quaternion,
        }
  // (a hull with no proxy never clips one: 1 triangle of room, not 256, spares a small body 29 kB)
  const proxySurface = createWetSurface(proxy === null ? 1 : 256)
  const proxyResult = createHydrostaticsResult()
  const proxyOptions: HydrostaticsOptions = {
    time: 0,
    gravity,
    density,
    wetSurface: proxySurface,
    torqueAbout: body.position,
    // the correction is zero at the waterline: where exactly the proxy's is changes it to second order,
    // and 'adaptive' would cut the proxy's long triangles into more pieces, each with its own points
    clipping: 'linear',
  }
  // this step's clipping of the proxy, for the caller to run (proxyPass)
  const pass: ProxyPass = { hull, options: proxyOptions, result: proxyResult }
  /** the proxy this step's correction takes (a pending one is looked for again), or null: the hull itself */
  function proxyPass(step: HydrodynamicsStep): ProxyPass | null {
    if (proxy === 'pending') {
      proxy = froudeKrylovProxy(hull)
      if (proxy !== 'pending' && fkBody !== null) fkBody.hull = froudeKrylovHull(proxy ?? hull)
    }
    if (proxy === null || proxy === 'pending') return null
    proxyOptions.time = step.time
    proxyOptions.gravity = step.gravity
    pass.hull = proxy
    return pass
  }
  /** the wet surface the correction integrates this step: the proxy's (clipped by the caller's pass), or the hull's */
  function correctedSurface(wet: WetSurface | null): WetSurface | null {
    return proxy === null || proxy === 'pending' ? wet : proxySurface
  }
  // whether radiation 'auto''s modal axes are not the body's own, and then their matrix (modal → body,
  // row-major: its columns the modal axes in body axes). Vectors are turned by it on the way into and out
  // of the body's axes, not by a quaternion of the modal axes: a second cannon-es Quaternion per body (the
  // body's times the frame) made V8 box its fields, 32 B a body step (allocation.test.ts)
  let framed = false
  // the body's inertia in the modal axes this step (row-major 3 × 3: R⁻¹ diag(I) R, R the frame), and per
  // mode (MODES order: the mass, then its diagonal), and whether it has off-diagonal terms
  const rotationalInertia = stateArray(9)
  const modeInertia = stateArray(MODES.length)
  const frameMatrix = stateArray(9)
  let fullInertia = false
  const addedMass = stateArray(MODES.length)
  // `applied` in body axes, for the stiff-mode check when the modes are about modal axes: the diagonal of
  // R diag(A) Rᵀ (R the frame's matrix), of A's once, scaled by the wet fraction each step (that sum in the
  // step itself cost 32 B a body step: allocation.test.ts)
  const appliedInBody = stateArray(MODES.length),
    addedInBody = stateArray(MODES.length)
  const damping = stateArray(MODES.length)
  const frequency = stateArray(MODES.length).fill(NaN)
  // C_j of heave, roll and pitch (0 for the modes without restoring)
  const restoring = stateArray(MODES.length)
  let equilibriumVolume = NaN
  // a table's memory (Cummins; null for 'auto') and the diffraction force of a table or of 'auto''s strips
  let memory: RadiationHistory | null = null
  let tableDiffraction: TableDiffraction | null = null
  // per mode, the table's largest damping (for the memory's stability limit)
  const peakDamping = stateArray(MODES.length)
  // the coupled pairs: [mode i, mode j] and their added mass (applied implicitly with the diagonal,
  // scaleForAddedMass) and constant damping: a table's that its memory convolves, A_∞,ij (the memory is
  // their damping), or 'auto''s heave–pitch, A₃₅ and B₃₅ at √(ω₃ ω₅)
  const coupledModes: number[] = []
  const coupledMass: number[] = []
  const coupledDamping: number[] = []
  // the table's quadratic roll damping of flow separation, N·m·s² (RadiationTable.eddyRoll; 'auto': Ikeda's)
  let eddyRoll = 0
  if (radiation !== false) {
    if (radiation !== 'auto' && (radiation === null || typeof radiation !== 'object')) {
      throw new Error(
        `${caller}: options.radiation must be 'auto', false or a RadiationTable, got ${String(radiation)}`,
      )
    }
    // (a table of the user's own needs no strip theory: only the stiffness and the equilibrium)
    const stiffness = modeStiffness(hull, body.mass, density, gravity, radiation === 'auto')
    // a body that cannot float has no still-water modes: it gets no radiation terms (said once per hull
    // when it is light enough to float and only the equilibrium search failed)
    if (stiffness === null && body.mass < density * hull.volume) warnNoModes(hull, caller)
    if (stiffness !== null) {
      equilibriumVolume = stiffness.displacedVolume
      // 'auto''s modes are about its modal axes when they are not the body's (a hull with its length along
      // z, a cube on a corner: core/seakeeping/modalAxes.ts); a table's are the body's, by its contract
      const modal = radiation === 'auto' ? (stiffness.modal ?? null) : null
      if (modal !== null) {
        framed = true
        rotationMatrix(modal.frame, frameMatrix)
      }
      restoring[HEAVE] = Math.max(0, stiffness.heave)
      restoring[ROLL] = Math.max(0, modal?.roll ?? stiffness.roll)
      restoring[PITCH] = Math.max(0, modal?.pitch ?? stiffness.pitch)
      const table = resolvedTable(radiation === 'auto' ? stiffness.radiation! : radiation, caller)
      eddyRoll = table.eddyRoll
      updateAxes()
      const inertia = modeInertia
      // (a mode without positive restoring has no natural frequency: NaN, held at 0 or not)
      for (const mode of [HEAVE, ROLL, PITCH]) {
        frequency[mode] = naturalFrequency(table, mode, restoring[mode], inertia[mode])
      }
      if (radiation !== 'auto') {
        // A coupled pair acts where the table gives the diffraction force of its rotation (pitch, roll): the
        // held body's excitation, the BEM's. The library's own estimate stands in for a free body's, whose
        // surge or sway already pushes on it: coupled as well, the reference barge's and boat's long-wave
        // pitch and roll with the BEM table but no diffraction went 0.92 × and 0.74 × off (1.00 without).
        const coupled = table.coupling.filter((c) => table.diffraction?.given[c.modes[1]] === true)
        if (coupled.length < table.coupling.length) warnUncoupled(radiation, caller)
        memory = createRadiationHistory(table, coupled)
        for (let mode = 0; mode < MODES.length; mode++) peakDamping[mode] = largestDamping(table, mode)
        for (const coupling of memory.couplings) {
          coupledModes.push(...coupling.modes)
          coupledMass.push(infiniteCouplingMass(table, coupling))
          coupledDamping.push(0)
        }
        checkDiffraction(table, hull, density * gravity, caller)
        checkAddedMass(table, hull, density, caller)
      }
      if (isWaveField(water)) {
        tableDiffraction = sharedTableDiffraction(table, water.components, radiation === 'auto' ? frequency : null)
      }
      for (let mode = 0; mode < MODES.length; mode++) {
        if (!(frequency[mode] > 0)) frequency[mode] = mode === 4 ? frequency[ROLL] : frequency[HEAVE]
        if (!(frequency[mode] > 0)) frequency[mode] = frequency[HEAVE]
        const w = frequency[mode]
        if (!(w > 0)) continue
        const remembered = memory !== null && memory.damped[mode]
        const added = remembered ? infiniteAddedMass(table, mode) : coefficientAt(table, table.addedMass, mode, w)
        // an added mass below −M would make the effective mass ≤ 0: held at −M / 2
        addedMass[mode] = Math.max(added, -0.5 * inertia[mode])
        // (a remembered mode's damping is its memory; this is B at ω_n, for the debug views)
        damping[mode] = coefficientAt(table, table.damping, mode, w)
      }
      if (radiation === 'auto') addConstantCouplings(table)
      if (!framed) addedInBody.set(addedMass)
      else {
        for (let part = 0; part < 2; part++) {
          for (let i = 0; i < 3; i++) {
            for (let k = 0; k < 3; k++)
              addedInBody[3 * part + i] += frameMatrix[3 * i + k] ** 2 * addedMass[3 * part + k]
          }
        }
      }
    }
  }
  /**
   * 'auto''s coupled pairs (strip theory's heave–pitch: a hull not symmetric fore and aft, whose heave
   * pushes on its pitch): constant like its diagonal, at the geometric mean of the two modes' natural
   * frequencies, the damping held within √(B_ii B_jj) of the diagonal taken (passive), the added mass within
   * √(A_ii A_jj)
   */
  function addConstantCouplings(table: ResolvedRadiationTable): void {
    for (const coupling of table.coupling) {
      const [i, j] = coupling.modes
      const w = Math.sqrt(frequency[i] * frequency[j])
      if (!(w > 0)) continue
      const { lower, upper, fraction } = frequencyBracket(table.frequencies, w)
      const at = (values: Float64Array) => values[lower] + fraction * (values[upper] - values[lower])
      const bound = Math.sqrt(damping[i] * damping[j])
      // the added mass held within √(A_ii A_jj) too: a positive semi-definite added mass keeps the effective
      // mass at least the body's own (a catamaran's A(ω), negative between its hulls' resonances, made it
      // all but singular and the storm soak's catamaran spun up)
      const reach = Math.sqrt(Math.max(0, addedMass[i]) * Math.max(0, addedMass[j]))
      const mass = Math.max(-reach, Math.min(reach, at(coupling.addedMass))),
        pairDamping = Math.max(-bound, Math.min(bound, at(coupling.damping)))
      // a hull symmetric fore and aft has none but rounding's: it keeps the uncoupled step, to the bit
      if (Math.abs(mass) <= SYMMETRIC * reach && Math.abs(pairDamping) <= SYMMETRIC * bound) continue
      coupledModes.push(i, j)
      coupledMass.push(mass)
      coupledDamping.push(pairDamping)
    }
  }
  const radiating = equilibriumVolume > 0
  // per mode: whether it takes the relative-motion estimate of its diffraction (addDiffraction): a mode with
  // restoring whose table gives it none. The estimate reads the Froude–Krylov force's time derivatives;
  // radiation 'auto''s table gives heave, roll and pitch theirs, so it needs none of them (a third of the
  // correction's kernel spared)
  const estimated = Uint8Array.from(MODES, (_, mode) =>
    radiating && restoring[mode] > 0 && !(tableDiffraction?.given[mode] ?? false) ? 1 : 0,
  )
  const estimatesDiffraction = estimated.includes(1)
  const q = new Quaternion()
  const local = new Vec3(),
    world = new Vec3()
  const linearStart = new Vec3(),
    angularStart = new Vec3(),
    relativeStart = new Vec3()
  // addEntryMomentum's force, modal axes
  const entryForce = stateArray(MODES.length)
  const scratch = stateArray(18)
  const rate = stateArray(6),
    acceleration = stateArray(6)
  // the body's velocity in body axes, less the water's equivalent (ζ̇) where the diffraction is estimated,
  // and the memory's force on it (MODES order)
  const relative = stateArray(6),
    remembered = stateArray(6),
    velocity = stateArray(6),
    radiationForce = stateArray(6)
  // the damping applied as −B v: a remembered mode has none (its memory damps it)
  const explicitDamping = Float64Array.from(damping, (b, mode) => (memory !== null && memory.damped[mode] ? 0 : b))
  const interval = stateArray(1)
  const applied = stateArray(MODES.length)
  // this step's constant damping of each mode as applied (after the stability limit)
  const constantDamping = stateArray(MODES.length)
  // the effective mass M + A with the coupled terms, and its solve (scaleForAddedMass)
  const effectiveMass = stateArray(MODES.length * MODES.length),
    accelerations = stateArray(MODES.length)
  // scaleForAddedMass's generalised force, its result and the body's inertia per mode
  const generalised = stateArray(MODES.length),
    scaled = stateArray(MODES.length)
  const diffractionAt = stateArray(AT_SIZE),
    diffractionForce = stateArray(6)
  // the body's force and torque as scaleForAddedMass left them, then the world step it was scaled in (NaN:
  // none), and what was added later
  const scaledForce = stateArray(7).fill(NaN)
  const laterForce = new Vec3(),
    laterTorque = new Vec3()
  // the constraints' impulses of the step as forces (addConstraintImpulses), and the angular velocity change
  const impulseForce = stateArray(MODES.length),
    velocityChange = stateArray(3)

  // Numbers cross the calls below inside arrays and vectors: V8 boxes a double passed to a call it
  // does not inline (16 B a step; test/unit/cannon/allocation.test.ts).
  /** this step's wet fraction, the time step (s), how far the body is under (see setWetFraction) */
  // [PREVIOUS_WETNESS]: the last step's wet fraction (NaN before the first: no water entry at the start),
  // [UNDO_WETNESS] what it was before this step's add (undoStep)
  const state = Float64Array.of(0, 0, 0, NaN, NaN)
  const WETNESS = 0,
    STEP = 1,
    UNDER = 2,
    PREVIOUS_WETNESS = 3,
    UNDO_WETNESS = 4
  // what is left above the still-water draft: the volume a body can still sink into, m³
  const spareVolume = hull.volume - equilibriumVolume
  // the sea's allocation-free sampler, its mean level and arrays, for the water's acceleration (addBuriedInertia)
  const sampler = isWaveField(water) ? waveSamplerOf(water) : undefined
  const level = isWaveField(water) ? water.level : 0
  const probe = {
    xz: stateArray(2),
    xyz: stateArray(3),
    height: stateArray(1),
    before: stateArray(3),
    after: stateArray(3),
    time: stateArray(1),
  }

  // whether this body was said to heave faster than its step can follow (warnShortPeriod)
  let toldShortPeriod = false
  /**
   * A body whose heave period is under two steps (a model of a few millimetres at 60 Hz) bounces out of the
   * water however its restoring is integrated: said once, with the ways out.
   */
  function warnShortPeriod(dt: number): void {
    toldShortPeriod = true
    const period = (2 * Math.PI) / frequency[HEAVE]
    console.warn(
      `${caller}: this body heaves with a period of ${period.toPrecision(2)} s, under two steps of ${dt.toPrecision(2)} s: it can bounce out of the water. Step more finely (sub-steps, or a smaller fixed step), or model it at its real size in metres`,
    )
  }

  /**
   * The added mass and inertia this step applies, in `applied` (MODES order): the wet fraction's share. One
   * place for what scaleForAddedMass divides by and what the stiff-mode check counts (appliedAddedMass).
   */
  function shareAddedMass(last: HydrostaticsResult): void {
    setWetFraction(last)
    const wetness = state[WETNESS]
    for (let mode = 0; mode < MODES.length; mode++) {
      applied[mode] = wetness * addedMass[mode]
      appliedInBody[mode] = wetness * addedInBody[mode]
    }
  }

  /**
   * The coupled share of scaleForAddedMass: (M + A) a = g with the coupled pairs' off-diagonal terms and the
   * body's whole inertia in the modal axes, all the modes at once (pitch may be in two pairs: surge–pitch
   * and heave–pitch); if that matrix is not positive definite, the modes stay uncoupled (the diagonal
   * scaling already in `scaled`).
   */
  function coupleAddedMass(): void {
    const n = MODES.length
    effectiveMass.fill(0)
    for (let mode = 0; mode < n; mode++) {
      effectiveMass[mode * n + mode] = modeInertia[mode] + applied[mode]
      accelerations[mode] = generalised[mode]
    }
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) if (i !== j) effectiveMass[(3 + i) * n + 3 + j] = rotationalInertia[3 * i + j]
    }
    for (let c = 0; c < coupledMass.length; c++) {
      const i = coupledModes[2 * c],
        j = coupledModes[2 * c + 1]
      const a = state[WETNESS] * coupledMass[c]
      effectiveMass[i * n + j] += a
      effectiveMass[j * n + i] += a
    }
    if (!choleskySolve(effectiveMass, n, accelerations)) return
    // M a: the mass, and the modal inertia's rows (its diagonal alone when it has no other terms)
    for (let mode = 0; mode < 3; mode++) scaled[mode] = modeInertia[mode] * accelerations[mode]
    for (let i = 0; i < 3; i++) {
      let sum = modeInertia[3 + i] * accelerations[3 + i]
      if (fullInertia) {
        for (let j = 0; j < 3; j++) if (j !== i) sum += rotationalInertia[3 * i + j] * accelerations[3 + j]
      }
      scaled[3 + i] = sum
    }
  }

  /**
   * The body's inertia in the modal axes this step (`rotationalInertia`, `modeInertia`): its own diagonal
   * inertia when there is no frame.
   */
  function updateAxes(): void {
    const inertia = body.inertia
    modeInertia[0] = modeInertia[1] = modeInertia[2] = body.mass
    if (!framed) {
      rotationalInertia.fill(0)
      rotationalInertia[0] = modeInertia[3] = inertia.x
      rotationalInertia[4] = modeInertia[4] = inertia.y
      rotationalInertia[8] = modeInertia[5] = inertia.z
      return
    }
    // I_modal = Rᵀ diag(I) R, R the frame's matrix (its columns the modal axes in body axes)
    const r = frameMatrix
    let off = 0
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        const value = r[i] * inertia.x * r[j] + r[3 + i] * inertia.y * r[3 + j] + r[6 + i] * inertia.z * r[6 + j]
        rotationalInertia[3 * i + j] = value
        if (i !== j) off = Math.max(off, Math.abs(value))
      }
      modeInertia[3 + i] = rotationalInertia[4 * i]
    }
    fullInertia = off > 1e-12 * (inertia.x + inertia.y + inertia.z)
  }

  /** the world vector `world` into the modal axes (the body's when there is no frame), in `local` */
  function toBody(): void {
    q.set(-body.quaternion.x, -body.quaternion.y, -body.quaternion.z, body.quaternion.w)
    q.vmult(world, local)
    // modal = Rᵀ body
    if (framed) turnLocal(1, 3)
  }

  /** `local`, a vector in the modal axes, into world axes in `target` (`local` is used up) */
  function toWorld(target: Vec3): void {
    // body = R modal
    if (framed) turnLocal(3, 1)
    body.quaternion.vmult(local, target)
  }

  /**
   * `local` times the frame's matrix (rowStride 3, columnStride 1) or its transpose (1, 3), in place (small
   * integers as arguments: no boxing)
   */
  function turnLocal(rowStride: number, columnStride: number): void {
    const r = frameMatrix
    const x = local.x,
      y = local.y,
      z = local.z
    const c = columnStride
    local.x = r[0] * x + r[c] * y + r[2 * c] * z
    local.y = r[rowStride] * x + r[rowStride + c] * y + r[rowStride + 2 * c] * z
    local.z = r[2 * rowStride] * x + r[2 * rowStride + c] * y + r[2 * rowStride + 2 * c] * z
  }

  /**
   * state[WETNESS] = min(1, V / V_eq), and state[UNDER] = (V − V_eq) / (V_hull − V_eq) within [0, 1]: 0 at or
   * above the still-water draft, 1 when a crest has buried the body whole.
   */
  function setWetFraction(last: HydrostaticsResult): void {
    const volume = last.displacedVolume
    state[WETNESS] = Math.min(1, Math.max(0, volume / equilibriumVolume))
    state[UNDER] = spareVolume > 0 ? Math.min(1, Math.max(0, (volume - equilibriumVolume) / spareVolume)) : 0
  }

  /**
   * A buried body's inertia force, Morison's: its added mass times the water's acceleration, per
   * translation (in body axes), the share state[UNDER] of it. The radiation terms are the still-water
   * draft's: a body a crest has buried radiates no waves, and the diffraction estimate (the Froude–Krylov
   * force over the waterplane stiffness) no longer says how the water moves round it (a 1 m square board
   * 2 cm thick was left 6.8 m under a storm crest, rising at a third of the water's speed). With the added
   * mass kept in the effective mass (scaleForAddedMass), this carries a light body with the water. The
   * water's acceleration is taken at the centre of buoyancy, Wheeler-stretched like the Froude–Krylov
   * pressure (its depth below the local surface measured down from the mean level), by a central
   * difference of the sea's orbital velocity over ±1 ms (an error of (ω h)² / 6, below 1e-6). (The
   * pressure force would give it too, ρ V a_w over a closed surface, but on a thin body that is a small
   * difference of large pressures: the quadrature's error swamped it.)
   */
  function addBuriedInertia(ft: Float64Array, last: HydrostaticsResult, step: HydrodynamicsStep): void {
    if (sampler === undefined) return
    probeAtBuoyancy(sampler, last, step)
    const time = probe.time
    time[0] = step.time - ACCELERATION_STEP
    sampler.velocitiesAtTime(probe.xyz, probe.before, 1, time)
    time[0] = step.time + ACCELERATION_STEP
    sampler.velocitiesAtTime(probe.xyz, probe.after, 1, time)
    const scale = 1 / (2 * ACCELERATION_STEP)
    world.set(
      (probe.after[0] - probe.before[0]) * scale,
      (probe.after[1] - probe.before[1]) * scale,
      (probe.after[2] - probe.before[2]) * scale,
    )
    toBody()
    const under = state[UNDER]
    local.set(under * addedMass[0] * local.x, under * addedMass[1] * local.y, under * addedMass[2] * local.z)
    toWorld(world)
    ft[0] += world.x
    ft[1] += world.y
    ft[2] += world.z
  }

  /**
   * probe.xyz: the centre of buoyancy Wheeler-stretched (its depth below the local surface at step.time,
   * measured down from the mean level), where the sea's orbital motion is read for the body as a whole
   */
  function probeAtBuoyancy(sea: WaveSampler, last: HydrostaticsResult, step: HydrodynamicsStep): void {
    const b = last.centerOfBuoyancy
    probe.xz[0] = b.x
    probe.xz[1] = b.z
    probe.time[0] = step.time
    sea.heightsAtTime(probe.xz, probe.height, 1, probe.time)
    const depth = Math.max(0, probe.height[0] - b.y)
    probe.xyz[0] = b.x
    probe.xyz[1] = level - depth
    probe.xyz[2] = b.z
  }

  /**
   * The momentum the water takes as the body enters it (von Kármán's water entry): the water set moving
   * grows to the whole added mass A by the wet fraction ENTRY_WETNESS, and must be brought to the body's
   * speed relative to it, an impulse −ΔA (v − u) over the step (u the sea's orbital velocity at the centre
   * of buoyancy; rotations against still water), shared through scaleForAddedMass's (M + A):
   * a light body dropped flat is stopped by the water it sets moving, as the slamming drag alone, shared
   * with the added mass, could not (a 400 kg box at 14 m/s went 1.3–2.2 m under, deeper the coarser the
   * step: an independent audit). `entering`: the share of the added mass set moving this step, its wet
   * fraction's rise below ENTRY_WETNESS over ENTRY_WETNESS.
   */
  function addEntryMomentum(
    ft: Float64Array,
    entering: number,
    last: HydrostaticsResult,
    step: HydrodynamicsStep,
  ): void {
    relativeStart.copy(linearStart)
    if (sampler !== undefined) {
      probeAtBuoyancy(sampler, last, step)
      sampler.velocitiesAtTime(probe.xyz, probe.before, 1, probe.time)
      relativeStart.x -= probe.before[0]
      relativeStart.y -= probe.before[1]
      relativeStart.z -= probe.before[2]
    }
    inBodyAxes(relativeStart, angularStart, entryForce)
    const dt = state[STEP]
    for (let mode = 0; mode < MODES.length; mode++) {
      entryForce[mode] *= (-entering * Math.max(0, addedMass[mode])) / dt
    }
    addInWorld(entryForce, ft)
  }

  /**
   * The diffraction force, estimated for the modes with restoring: the wave's Froude–Krylov force of
   * mode j over C_j is the water's equivalent displacement ζ_j (what a massless body would follow), and
   * the body that does not follow it feels the radiation force of the relative motion:
   *   F_D,j ≈ A_j ζ̈_j + B_j ζ̇_j.
   * In long waves this is the added mass times the water's acceleration (the long-wave limit of
   * diffraction); ζ decays with the wave pressure, so in short waves it fades instead of driving the
   * body as damping relative to the water at one point did. A mode with a memory (a table's) takes
   * A_∞ ζ̈ here and its damping part through the memory, on the velocity relative to ζ̇ (left in
   * `relative` as −ζ̇_j, for the damping to add the body's velocity to).
   */
  function addDiffraction(ft: Float64Array): void {
    // (the still-water draft's estimate: none of it once the body is buried, addBuriedInertia)
    const wetness = state[WETNESS] * (1 - state[UNDER])
    for (let part = 0; part < 2; part++) {
      world.set(scratch[6 + 3 * part], scratch[7 + 3 * part], scratch[8 + 3 * part])
      toBody()
      rate[3 * part] = local.x
      rate[3 * part + 1] = local.y
      rate[3 * part + 2] = local.z
      world.set(scratch[12 + 3 * part], scratch[13 + 3 * part], scratch[14 + 3 * part])
      toBody()
      acceleration[3 * part] = local.x
      acceleration[3 * part + 1] = local.y
      acceleration[3 * part + 2] = local.z
    }
    for (let part = 0; part < 2; part++) {
      local.set(0, 0, 0)
      for (let axis = 0; axis < 3; axis++) {
        const mode = 3 * part + axis
        if (estimated[mode] === 0) continue
        const inMemory = memory !== null && memory.damped[mode]
        if (inMemory) relative[mode] = -rate[mode] / restoring[mode]
        const damped = inMemory ? 0 : damping[mode] * rate[mode]
        const force = (wetness * (addedMass[mode] * acceleration[mode] + damped)) / restoring[mode]
        if (axis === 0) local.x = force
        else if (axis === 1) local.y = force
        else local.z = force
      }
      toWorld(world)
      ft[3 * part] += world.x
      ft[3 * part + 1] += world.y
      ft[3 * part + 2] += world.z
    }
  }

  /**
   * The table's diffraction force (RadiationTable.diffraction) of the modes it gives at this step, for the
   * body's position and heading now, the still-water draft's share of it as addDiffraction's (which
   * estimates the others).
   */
  function addTableDiffraction(ft: Float64Array, step: HydrodynamicsStep): void {
    if (tableDiffraction === null) return
    local.set(1, 0, 0)
    toWorld(world)
    diffractionAt[AT_X] = body.position.x
    diffractionAt[AT_Z] = body.position.z
    diffractionAt[AXIS_X] = world.x
    diffractionAt[AXIS_Z] = world.z
    diffractionAt[AT_TIME] = step.time
    diffractionAt[AT_SCALE] = state[WETNESS] * (1 - state[UNDER])
    diffractionForce.fill(0)
    tableDiffraction.add(diffractionAt, diffractionForce)
    addInWorld(diffractionForce, ft)
  }

  /**
   * `generalised` (modal axes, MODES order) turned into M a in `scaled`, a the acceleration of the
   * effective mass (M + A) a = g: per mode, and with the coupled pairs' A_ij or a body's inertia that is not
   * diagonal in the modal axes, all the modes at once (coupleAddedMass); the inertia is this step's, from add()
   */
  function effectiveMassShare(): void {
    const inertia = modeInertia
    for (let mode = 0; mode < MODES.length; mode++) {
      scaled[mode] = generalised[mode] * (inertia[mode] / (inertia[mode] + applied[mode]))
    }
    if (coupledMass.length > 0 || fullInertia) coupleAddedMass()
  }

  /** `scaled` (modal axes) into world axes, written to `force` and `torque` */
  function writeScaled(force: Vec3, torque: Vec3): void {
    for (let part = 0; part < 2; part++) {
      local.x = scaled[3 * part]
      local.y = scaled[3 * part + 1]
      local.z = scaled[3 * part + 2]
      toWorld(part === 0 ? force : torque)
    }
  }

  /** the body's force and torque as scaled, to tell what later preStep listeners add (scaleLaterForces) */
  function rememberScaled(): void {
    scaledForce[0] = body.force.x
    scaledForce[1] = body.force.y
    scaledForce[2] = body.force.z
    scaledForce[3] = body.torque.x
    scaledForce[4] = body.torque.y
    scaledForce[5] = body.torque.z
    scaledForce[6] = body.world === null ? NaN : body.world.stepnumber
  }

  /**
   * The constraints' impulses of this step (contacts, joints, cannon-es's solver: it ran before this
   * preStep, with the body's own mass and inertia) as forces over the step, M Δv / dt and I Δω / dt in the
   * modal axes, into `impulseForce` and added to `generalised`: so the added mass takes a load on deck or
   * on a joint as it takes the body's forces (it took only those, and a 500 kg load sank a 4.8 t raft
   * 3.6 times as far as Archimedes says: an independent audit). The solver's velocity changes
   * (body.vlambda, wlambda) are read and cleared: cannon-es leaves them as they were in a step without
   * constraints, and reads them nowhere else.
   */
  function addConstraintImpulses(): void {
    const dt = state[STEP]
    inBodyAxes(body.vlambda, body.wlambda, impulseForce)
    clearConstraintImpulses()
    for (let mode = 0; mode < 3; mode++) {
      velocityChange[mode] = impulseForce[3 + mode]
      impulseForce[mode] *= modeInertia[mode] / dt
    }
    for (let i = 0; i < 3; i++) {
      let sum = 0
      for (let j = 0; j < 3; j++) sum += rotationalInertia[3 * i + j] * velocityChange[j]
      impulseForce[3 + i] = sum / dt
    }
    for (let mode = 0; mode < MODES.length; mode++) generalised[mode] += impulseForce[mode]
  }

  /**
   * The solver's velocity changes of the step, read (addConstraintImpulses) or not to be read: cleared, as
   * cannon-es leaves them as they were in a step without constraints.
   */
  function clearConstraintImpulses(): void {
    body.vlambda.set(0, 0, 0)
    body.wlambda.set(0, 0, 0)
  }

  /** A translation's and a rotation's world vectors in body axes, as six numbers in MODES order. */
  function inBodyAxes(linear: Vec3, angular: Vec3, out: Float64Array): void {
    for (let part = 0; part < 2; part++) {
      world.copy(part === 0 ? linear : angular)
      toBody()
      out[3 * part] = local.x
      out[3 * part + 1] = local.y
      out[3 * part + 2] = local.z
    }
  }

  /** Add a force and torque in body axes (MODES order) to `ft`, in world axes. */
  function addInWorld(wrench: Float64Array, ft: Float64Array): void {
    for (let part = 0; part < 2; part++) {
      // (fields, not local.set: a double passed to a call V8 does not inline is boxed, 16 B a step)
      local.x = wrench[3 * part]
      local.y = wrench[3 * part + 1]
      local.z = wrench[3 * part + 2]
      toWorld(world)
      ft[3 * part] += world.x
      ft[3 * part + 1] += world.y
      ft[3 * part + 2] += world.z
    }
  }

  return {
    get needsWetSurface() {
      return sea !== null && (proxy === null || proxy === 'pending')
    },
    // (no sea, no proxy: null)
    proxyPass,
    active: sea !== null || radiating,
    addedMass,
    damping,
    frequency,
    add(wet, step, last, ft) {
      const surface = sea !== null && fkBody !== null ? correctedSurface(wet) : null
      const waves = sea !== null && surface !== null && fkBody !== null
      if (waves) {
        scratch.fill(0)
        sea.step[FK_TIME] = step.time
        sea.step[FK_WEIGHT] = density * step.gravity
        addFroudeKrylovCorrection(sea, surface, body.position, scratch, fkBody, estimatesDiffraction)
        for (let i = 0; i < 6; i++) ft[i] += scratch[i]
      }
      if (!radiating) return
      updateAxes()
      setWetFraction(last)
      const wetness = state[WETNESS]
      // the memory keeps a velocity every step, wet or not, so that its spacing stays the step's
      relative.fill(0)
      if (wetness > 0 && waves) {
        if (estimatesDiffraction) addDiffraction(ft)
        addTableDiffraction(ft, step)
      }
      if (wetness > 0 && state[UNDER] > 0) addBuriedInertia(ft, last, step)
      if (body.world === null) state[STEP] = 1 / 60
      else state[STEP] = body.world.dt
      const dt = state[STEP]
      if (!toldShortPeriod && frequency[HEAVE] * dt > Math.PI) warnShortPeriod(dt)
      // none of the damping for a buried body, which radiates no waves (its drag, relative to the water,
      // still damps it)
      const radiatingShare = wetness * (1 - state[UNDER])
      // the velocity before this step's constraint impulses (cannon-es's solver ran with the body's own
      // mass; scaleForAddedMass gives them the added mass): damping their unscaled change held a loaded
      // raft 3 mm high. 0 without constraints (addConstraintImpulses clears them), so then unchanged
      linearStart.copy(body.velocity).vsub(body.vlambda, linearStart)
      angularStart.copy(body.angularVelocity).vsub(body.wlambda, angularStart)
      inBodyAxes(linearStart, angularStart, velocity)
      // (the rise of the wet fraction below ENTRY_WETNESS: a body coming down into the water, not one
      // rocking about its draft, where a crest passing a body held still moved the added mass in play)
      const entering =
        (Math.min(wetness, ENTRY_WETNESS) - Math.min(state[PREVIOUS_WETNESS], ENTRY_WETNESS)) / ENTRY_WETNESS
      state[UNDO_WETNESS] = state[PREVIOUS_WETNESS]
      state[PREVIOUS_WETNESS] = wetness
      if (entering > 0) addEntryMomentum(ft, entering, last, step)
      if (memory !== null) {
        for (let mode = 0; mode < MODES.length; mode++) relative[mode] += velocity[mode]
        interval[0] = dt
        memory.convolve(relative, interval, remembered)
      }
      for (let mode = 0; mode < MODES.length; mode++) {
        const inertia = modeInertia[mode]
        // the explicit step integrates damping B stably while B dt < 2 (M + A): the constant damping is held
        // at (M + A) / dt, and a table's memory whose damping passes that is scaled down to it
        const limit = (inertia + wetness * addedMass[mode]) / dt
        const constant = Math.min(radiatingShare * explicitDamping[mode], limit)
        constantDamping[mode] = constant
        const share = radiatingShare * peakDamping[mode] > limit ? limit / peakDamping[mode] : radiatingShare
        radiationForce[mode] = share * remembered[mode] - constant * velocity[mode]
      }
      if (eddyRoll > 0) {
        // −M |φ̇| φ̇, as a damping M |φ̇| held with the constant one within the explicit step's limit
        const roll = velocity[ROLL]
        const room = (modeInertia[ROLL] + wetness * addedMass[ROLL]) / dt - constantDamping[ROLL]
        radiationForce[ROLL] -= Math.min(radiatingShare * eddyRoll * Math.abs(roll), Math.max(0, room)) * roll
      }
      for (let c = 0; c < coupledDamping.length; c++) {
        const i = coupledModes[2 * c],
          j = coupledModes[2 * c + 1]
        // held within √(b_i b_j) of the diagonal applied, as that is held for the step's stability
        const bound = Math.sqrt(constantDamping[i] * constantDamping[j])
        const b = Math.max(-bound, Math.min(bound, radiatingShare * coupledDamping[c]))
        radiationForce[i] -= b * velocity[j]
        radiationForce[j] -= b * velocity[i]
      }
      addInWorld(radiationForce, ft)
    },
    undoStep() {
      state[PREVIOUS_WETNESS] = state[UNDO_WETNESS]
      // (the abandoned step is tried again with the same step number: neither its scaled force nor its
      // constraint impulses are to be read then)
      scaledForce[6] = NaN
      clearConstraintImpulses()
    },
    appliedAddedMass(last) {
      if (!radiating) return null
      shareAddedMass(last)
      // (the body's axes: `applied` itself when the modes are about them)
      return appliedInBody
    },
    scaleForAddedMass(last) {
      // (not scaled in this step until rememberScaled says so)
      scaledForce[6] = NaN
      if (!radiating) return
      shareAddedMass(last)
      if (state[WETNESS] === 0) {
        // (a dry step's constraint impulses need no share)
        clearConstraintImpulses()
        return
      }
      inBodyAxes(body.force, body.torque, generalised)
      addConstraintImpulses()
      effectiveMassShare()
      // (the impulses' own velocity change is already made: what is left is the added mass's share of it)
      for (let mode = 0; mode < MODES.length; mode++) scaled[mode] -= impulseForce[mode]
      writeScaled(body.force, body.torque)
      rememberScaled()
    },
    scaledForce,
    scaleLaterForces() {
      const f = body.force,
        t = body.torque,
        was = scaledForce
      // what the listeners after this body's added, given the added mass's share of it too
      laterForce.set(f.x - was[0], f.y - was[1], f.z - was[2])
      laterTorque.set(t.x - was[3], t.y - was[4], t.z - was[5])
      inBodyAxes(laterForce, laterTorque, generalised)
      effectiveMassShare()
      writeScaled(laterForce, laterTorque)
      f.set(was[0] + laterForce.x, was[1] + laterForce.y, was[2] + laterForce.z)
      t.set(was[3] + laterTorque.x, was[4] + laterTorque.y, was[5] + laterTorque.z)
      rememberScaled()
    },
  }
}
