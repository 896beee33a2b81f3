import { Body } from 'cannon-es'
import type { World } from 'cannon-es'
import { cargoMassDistribution, loadCargo } from '../core/internal.js'
import type { CargoItem, CombinedMassProperties, MassDistribution } from '../core/internal.js'
import { checkGravity, worldGravity } from './gravity.js'
import { rotateInto } from './rotation.js'

/** Options of attachCargo. */
export interface CargoOptions {
  /** m/s², the pull on the cargo; default the world's (which must point along −y) */
  gravity?: number
}

/** The link between a body and its cargo, returned by attachCargo. */
export interface CargoHandle {
  /** the cargo as last set */
  readonly cargo: readonly CargoItem[]
  /**
   * the body's dry mass and the cargo together, body coordinates: total mass, G (off the body origin
   * once the cargo is off-centre) and the full inertia tensor about G
   */
  readonly massProperties: CombinedMassProperties
  /**
   * the largest product of inertia of body and cargo about the body origin, as a fraction of the
   * smallest diagonal moment there: what the diagonal inertia cannon-es keeps leaves out
   */
  readonly droppedProducts: number
  /** Replace the cargo (move, add, remove items); takes effect at the next step and wakes the body. */
  setCargo(cargo: readonly CargoItem[]): void
  /** Take the cargo off: the body gets its dry mass and inertia back. Safe to call twice. */
  detach(): void
}

const CALLER = 'attachCargo'

/**
 * Load a cannon-es body with cargo: masses (points or boxes, body coordinates) that move its centre
 * of mass off the body origin, where cannon-es and attachBuoyancy keep it (the dry centre of mass,
 * principal axes: createBuoyantBody).
 *
 * How a G off the origin is handled: the body is not re-centred (its hull, shapes and the frame
 * attachBuoyancy integrates in stay as they are, and cargo can move every frame). Instead:
 * - body.mass becomes dry + cargo, so the weight and the translational inertia are whole;
 * - cannon-es applies that whole weight at the origin, so each step (in `preStep`) the torque of the
 *   cargo's weight about the origin, (R Σ m_i p_i) × g, is added: the statics (where the ship lists,
 *   trims and rests) are then exact, the same forces and moments as a body with its G moved;
 * - the inertia about the origin gains the cargo's, by the parallel-axis theorem, on the diagonal
 *   only (cannon-es keeps a diagonal tensor; `droppedProducts` says how much is left out), and the
 *   coupling of rotation and translation about a point that is not the centre of mass (M c × a) is
 *   left out: the motion on the way to rest is approximate in proportion to |c| / radius of
 *   gyration, the rest itself is not.
 * Mass and inertia are changed by increments, so cargo, flooding and a user's own changes compose.
 * Attach it before attachBuoyancy, so that the buoyancy's stiff-mode correction sees the cargo's
 * torque in body.torque.
 *
 * @param cargo items in the body's coordinates (the centred hull's, not the source mesh's)
 * @throws Error for a body that is not dynamic or has no mass, a world gravity not along −y (without
 *   options.gravity), or a cargo item with a negative mass or size or a non-finite number
 */
export function attachCargo(
  world: World,
  body: Body,
  cargo: readonly CargoItem[],
  options: CargoOptions = {},
): CargoHandle {
  if (!world || typeof world.addEventListener !== 'function')
    throw new Error(`${CALLER}: world must be a cannon-es World`)
  if (!body || typeof body.updateInertiaWorld !== 'function')
    throw new Error(`${CALLER}: body must be a cannon-es Body`)
  if (body.type !== Body.DYNAMIC || !(body.mass > 0)) {
    throw new Error(`${CALLER}: the body must be dynamic with a mass > 0 (its dry mass), got mass ${body.mass} kg`)
  }
  const gravity = options.gravity === undefined ? null : checkGravity(options.gravity, CALLER)
  if (gravity === null) worldGravity(world, CALLER)
  const dry: MassDistribution = {
    mass: body.mass,
    centerOfMass: { x: 0, y: 0, z: 0 },
    inertia: [body.inertia.x, 0, 0, 0, body.inertia.y, 0, 0, 0, body.inertia.z],
  }
  const added = createAddedMass()
  // Σ m_i p_i of the cargo, body coordinates (kg·m)
  const moment = { x: 0, y: 0, z: 0 }
  const arm = { x: 0, y: 0, z: 0 }
  let current: readonly CargoItem[] = []
  let combined = loadCargo(dry, [])
  let dropped = 0

  function setCargo(items: readonly CargoItem[]): void {
    if (!Array.isArray(items)) throw new Error(`${CALLER}: cargo must be an array of { mass, position, size? }`)
    const parts = items.map((item, i) => cargoMassDistribution(item, CALLER, `cargo[${i}]`))
    combined = loadCargo(dry, items)
    let mass = 0
    const inertia = new Float64Array(9)
    moment.x = moment.y = moment.z = 0
    for (const part of parts) {
      const p = part.centerOfMass
      mass += part.mass
      moment.x += part.mass * p.x
      moment.y += part.mass * p.y
      moment.z += part.mass * p.z
      if (part.inertia) for (let k = 0; k < 9; k++) inertia[k] += part.inertia[k]
      addOriginInertia(part.mass, p.x, p.y, p.z, inertia)
    }
    setAddedMass(body, added, mass, inertia[0], inertia[4], inertia[8])
    const diagonal = Math.min(body.inertia.x, body.inertia.y, body.inertia.z)
    const products = Math.max(Math.abs(inertia[1]), Math.abs(inertia[2]), Math.abs(inertia[5]))
    dropped = diagonal > 0 ? products / diagonal : 0
    current = items.slice()
    if (body.sleepState === Body.SLEEPING) body.wakeUp()
  }

  function onPreStep(): void {
    if (body.type !== Body.DYNAMIC || body.sleepState === Body.SLEEPING) return
    const g = gravity ?? worldGravity(world, CALLER)
    // the cargo's weight acts at Σ m p / Σ m, not at the origin where cannon-es applied it
    const r = rotateInto(body.quaternion, moment, arm)
    body.torque.x += g * r.z
    body.torque.z -= g * r.x
  }

  setCargo(cargo)
  world.addEventListener('preStep', onPreStep)
  let attached = true
  return {
    get cargo() {
      return current
    },
    get massProperties() {
      return combined
    },
    get droppedProducts() {
      return dropped
    },
    setCargo,
    detach() {
      if (!attached) return
      attached = false
      world.removeEventListener('preStep', onPreStep)
      setAddedMass(body, added, 0, 0, 0, 0)
    },
  }
}

/** What a handle has added to a body's mass (kg) and diagonal inertia (kg·m²), to change by increments. */
export interface AddedMass {
  mass: number
  ixx: number
  iyy: number
  izz: number
}

export function createAddedMass(): AddedMass {
  return { mass: 0, ixx: 0, iyy: 0, izz: 0 }
}

/**
 * Make the mass and diagonal inertia this handle adds to the body these values, by adding the
 * difference from what it added before; inverses and world inertia follow.
 */
export function setAddedMass(body: Body, added: AddedMass, mass: number, ixx: number, iyy: number, izz: number): void {
  body.mass += mass - added.mass
  body.invMass = body.mass > 0 ? 1 / body.mass : 0
  body.inertia.x += ixx - added.ixx
  body.inertia.y += iyy - added.iyy
  body.inertia.z += izz - added.izz
  const turns = !body.fixedRotation
  const i = body.inertia
  body.invInertia.set(turns && i.x > 0 ? 1 / i.x : 0, turns && i.y > 0 ? 1 / i.y : 0, turns && i.z > 0 ? 1 / i.z : 0)
  body.updateInertiaWorld(true)
  body.updateSolveMassProperties()
  added.mass = mass
  added.ixx = ixx
  added.iyy = iyy
  added.izz = izz
}

/** Inertia of a point mass about the origin, m (|p|² 1 − p pᵀ), added to out (parallel-axis theorem). */
function addOriginInertia(mass: number, x: number, y: number, z: number, out: Float64Array): void {
  const r2 = x * x + y * y + z * z
  out[0] += mass * (r2 - x * x)
  out[4] += mass * (r2 - y * y)
  out[8] += mass * (r2 - z * z)
  out[1] -= mass * x * y
  out[3] -= mass * x * y
  out[2] -= mass * x * z
  out[6] -= mass * x * z
  out[5] -= mass * y * z
  out[7] -= mass * y * z
}
