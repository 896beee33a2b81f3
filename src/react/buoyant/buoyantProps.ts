import { Euler, Quaternion } from 'three'
import type { Body } from 'cannon-es'
import type { ThreeElements } from '@react-three/fiber'
import type { ReactNode, Ref } from 'react'
import type {
  Clipping,
  DragOptions,
  HydrodynamicsResult,
  HydrostaticsResult,
  Hull,
  Integrator,
  WaterSurface,
  WetSurface,
} from '../../core/internal.js'
import { checkMassSpec, type BodyFrame, type RadiationModel, type WaveForceModel } from '../../cannon/internal.js'
import type { CollisionShape } from './collisionShape.js'
import type { DebugProp } from '../debug/debugLayers.js'
import type { HullProp } from '../hull/hullProp.js'
import type { HullReport } from '../hull/hullTypes.js'
import { checkTuple } from '../propChecks.js'

type Triple = readonly [number, number, number]

/** What a `<Buoyant>`'s ref holds. */
export interface BuoyantApi {
  /** The cannon-es body: origin at the centre of mass, axes along the principal axes of inertia. */
  readonly body: Body
  /** The hull the buoyancy integrates, in body coordinates; null until built. */
  readonly hull: Hull | null
  /**
   * How the hull was made from the meshes (buildHull's report: method, parts, input and output triangles,
   * open and non-manifold edges, volume, and a sentence); null for a Hull given as a prop or until built.
   */
  readonly hullReport: HullReport | null
  /** The latest hydrostatics (world frame, torque about the centre of mass), from the last fixed step; all zero before the first. */
  readonly last: HydrostaticsResult
  /** The latest drag (world frame, torque about the centre of mass); all zero before the first step or with `drag={false}`. */
  readonly drag: HydrodynamicsResult
  /** The wet sub-triangles of the latest step (world positions and depths); null until attached. */
  readonly wetSurface: WetSurface | null
  /** The `name` prop. */
  readonly name: string | undefined
  /** Mass, principal moments and where the body frame sits in the group's frame; null until built. */
  readonly frame: BodyFrame | null
  /** Why the body does not float (bad props, an open mesh…), or null. */
  readonly problem: string | null
}

/** The props `<Buoyant>` reads itself; every other prop goes to its group (see {@link BuoyantProps}). */
export interface BuoyantOwnProps {
  /** Labels the body in traces (`react-three-buoyancy/testing`), errors and the scene graph; unique per `<Physics>`. */
  name?: string
  /**
   * The hull to float, in the group's frame. Default: every mesh it draws (visible, each placed as under
   * the group; an InstancedMesh per instance; a SkinnedMesh in its bind pose), made one closed hull by
   * buildHull `'auto'`. Or:
   * - a method for those meshes: `'exact'` (closed meshes only, refused otherwise), `'convex'`, `'wrap'`
   *   (the watertight solid the meshes enclose), `'auto'`; or buildHull options
   *   (`{ method: 'wrap', maxTriangles: 2000 }`). Naming a method other than 'auto' silences the warning;
   * - a Hull from `createHull` / `buildHull` (used as it is: one hull shared by a fleet);
   * - a `{ positions, indices }` mesh or a BufferGeometry (through buildHull `'auto'`).
   */
  hull?: HullProp
  /**
   * A simpler geometry that stands for the body in the physics (buoyancy and collisions), in the group's
   * frame, while the children are only drawn; takes what `hull` takes. Ignored when `hull` is given.
   */
  collider?: HullProp
  /**
   * kg. Give `mass` or `density`, not both. A change is applied in place; a hull whose still-water modes
   * (radiation 'auto''s strip theory for the new draft) took longer than 20 ms before keeps floating with
   * its old mass until they are ready, in the hull worker or a task of its own, so a slider does not stall.
   */
  mass?: number
  /**
   * kg/m³ of the body (not the water), filling the hull uniformly. Default 500 when `mass` is not given. A
   * change is applied as `mass`'s is.
   */
  density?: number
  /**
   * m, in the group's frame. Default: the centroid of the hull's volume. The inertia stays that of the
   * uniform solid, moved to this point (parallel axes): ballast low in a hull, for instance.
   */
  centerOfMass?: Triple
  /** m, world: where the group's origin starts. Changing it later moves the body there. Default [0, 0, 0]. */
  position?: Triple
  /** radians, Euler XYZ: the group's starting orientation (ignored when `quaternion` is given). */
  rotation?: Triple
  /** The group's starting orientation as x, y, z, w. */
  quaternion?: readonly [number, number, number, number]
  /** m/s, world, of the centre of mass: the starting velocity. */
  velocity?: Triple
  /** rad/s, world: the starting angular velocity. */
  angularVelocity?: Triple
  /** Hydrodynamic drag, passed to `attachBuoyancy` (false: hydrostatics only). Default: its default drag. */
  drag?: DragOptions | false
  /**
   * How waves push, passed to `attachBuoyancy`: 'froudeKrylov' (the wave's pressure decaying with depth) or
   * 'hydrostatic' (the seeds' model).
   *
   * @defaultValue 'froudeKrylov'
   */
  waveForce?: WaveForceModel
  /**
   * Added mass and radiation damping, passed to `attachBuoyancy`: 'auto' (estimated from the hull), a
   * RadiationTable, or false.
   *
   * @defaultValue 'auto'
   */
  radiation?: RadiationModel
  /** Pressure integrator, default 'exact'. */
  integrator?: Integrator
  /** Waterline clipping, default 'adaptive' (error-bounded on waves; 'linear' is cheaper on fine hulls). */
  clipping?: Clipping
  /**
   * 'adaptive' clipping: the force error its refinement may leave, as a fraction of rho g V (see
   * HydrostaticsOptions.tolerance).
   * @defaultValue 0.25
   */
  tolerance?: number
  /** 'adaptive' clipping: maximum subdivision depth. */
  maxDepth?: number
  /** 'curved' clipping: samples per waterline chord. */
  curvedSamples?: number
  /** kg/m³, default 1025 (sea water). */
  waterDensity?: number
  /** The water to float on. Default: the wave field of the enclosing `<Waves>`. */
  water?: WaterSurface
  /** What the body collides with other bodies as (see {@link CollisionShape}). Default 'convex'. */
  collisions?: CollisionShape
  /** cannon-es's own velocity damping, a fraction lost per second (0 to less than 1); default cannon's 0.01. */
  linearDamping?: number
  /** cannon-es's own angular damping, a fraction lost per second (0 to less than 1); default cannon's 0.01. */
  angularDamping?: number
  /** The debug view (wet surface, waterline, forces, centres). Default: the `<Physics debug>` prop. */
  debug?: DebugProp
  /** Called once with what went wrong when the body cannot float (it is also logged with console.error). */
  onError?: (error: Error) => void
  ref?: Ref<BuoyantApi>
  children?: ReactNode
}

/**
 * Group props that `<Buoyant>` owns: the body moves the group, and the hull is not scaled with it, so its
 * transform is the physics' (`position`, `rotation` and `quaternion` are starting values, above).
 */
const OWNED_GROUP_PROPS: ReadonlySet<string> = new Set([
  'scale',
  'matrix',
  'matrixWorld',
  'matrixAutoUpdate',
  'up',
  'args',
])
type OwnedGroupProps = 'scale' | 'matrix' | 'matrixWorld' | 'matrixAutoUpdate' | 'up' | 'args'

/**
 * Props of {@link Buoyant}: its own, and the group's (`visible`, `userData`, `renderOrder`, pointer events…),
 * which pass through to the group that draws its children, as `<Ocean>`'s mesh props do to its mesh.
 */
export interface BuoyantProps
  extends BuoyantOwnProps, Omit<ThreeElements['group'], OwnedGroupProps | keyof BuoyantOwnProps> {}

/** Every prop `<Buoyant>` reads itself: the compiler checks this list against {@link BuoyantOwnProps}. */
const OWN_PROPS = {
  name: true,
  hull: true,
  collider: true,
  mass: true,
  density: true,
  centerOfMass: true,
  position: true,
  rotation: true,
  quaternion: true,
  velocity: true,
  angularVelocity: true,
  drag: true,
  integrator: true,
  clipping: true,
  tolerance: true,
  maxDepth: true,
  curvedSamples: true,
  waveForce: true,
  radiation: true,
  waterDensity: true,
  water: true,
  collisions: true,
  linearDamping: true,
  angularDamping: true,
  debug: true,
  onError: true,
  ref: true,
  children: true,
} satisfies Record<keyof BuoyantOwnProps, true>

/** The props that pass through to the group (owned group props are dropped: the physics places the group). */
export function groupPropsOf(props: BuoyantProps): ThreeElements['group'] {
  return Object.fromEntries(
    Object.entries(props).filter(([key]) => !(key in OWN_PROPS) && !OWNED_GROUP_PROPS.has(key)),
  ) as ThreeElements['group']
}

export function labelOf(name: string | undefined): string {
  return name === undefined ? '<Buoyant>' : `<Buoyant name=${JSON.stringify(name)}>`
}

/** An optional tuple prop: absent is fine. */
function checkOptional(what: string, value: unknown, length: number, unit: string): string | null {
  return value === undefined ? null : checkTuple(what, value, unit, { length })
}

/** A quaternion of four zeros (or one too small to normalise) is no rotation: refused, not taken as the identity. */
function checkRotation(q: readonly number[] | undefined): string | null {
  if (q === undefined || !(Math.hypot(q[0], q[1], q[2], q[3]) < 1e-150)) return null
  return `quaternion must not be zero (it is normalised: give a rotation such as [0, 0, 0, 1]), got ${JSON.stringify(q)}`
}

/** What is wrong with the props, found without building anything; null when nothing is. */
export function checkProps(props: BuoyantProps, water: WaterSurface | null): string | null {
  if (water === null) return 'no water to float on: place it inside <Waves waves={…}>, or give it a water prop'
  if (typeof water.heightAt !== 'function') return 'the water prop must have a heightAt(x, z, t) method'
  if (props.hull === undefined && props.collider === undefined && props.children == null) {
    return 'nothing to float: give it a child mesh, a hull or a collider'
  }
  return (
    checkMassSpec({ mass: props.mass, density: props.density }) ??
    checkOptional('position', props.position, 3, 'm') ??
    checkOptional('rotation', props.rotation, 3, 'radians') ??
    checkOptional('quaternion', props.quaternion, 4, 'x, y, z, w') ??
    checkRotation(props.quaternion) ??
    checkOptional('velocity', props.velocity, 3, 'm/s') ??
    checkOptional('angularVelocity', props.angularVelocity, 3, 'rad/s') ??
    checkOptional('centerOfMass', props.centerOfMass, 3, 'm') ??
    (props.waterDensity !== undefined && !(props.waterDensity > 0 && Number.isFinite(props.waterDensity))
      ? `waterDensity must be a positive finite number of kg/m³, got ${String(props.waterDensity)}`
      : null) ??
    checkDamping('linearDamping', props.linearDamping) ??
    checkDamping('angularDamping', props.angularDamping) ??
    checkCollisions(props.collisions) ??
    checkOwnedGroupProps(props)
  )
}

/**
 * The group's transform is the physics' (owned group props are not passed on): given anyway, from
 * JavaScript or through spread props, it was dropped without a word (`scale={2}` floated the model at 1).
 */
function checkOwnedGroupProps(props: BuoyantProps): string | null {
  const given = Object.keys(props).filter(
    (key) => OWNED_GROUP_PROPS.has(key) && (props as Record<string, unknown>)[key] !== undefined,
  )
  if (given.length === 0) return null
  const scale = given.includes('scale')
    ? ': scale its child instead (<primitive object={model} scale={2} />): the hull is taken from the meshes as drawn'
    : ''
  return `${given.join(', ')} cannot be set on <Buoyant>, whose transform is the body's${scale}`
}

/** `collisions`: one of CollisionShape's values (an unknown one quietly became a box) */
function checkCollisions(value: unknown): string | null {
  if (value === undefined || value === 'convex' || value === 'box' || value === false) return null
  return `collisions must be 'convex', 'box' or false, got ${JSON.stringify(value)}`
}

/**
 * cannon-es's damping, v × (1 − d)^dt each step: NaN or a d past 1 turned the body's pose to NaN, with
 * nothing said (an audit), and 1 stops it every step.
 */
function checkDamping(what: string, value: number | undefined): string | null {
  if (value === undefined || (typeof value === 'number' && value >= 0 && value < 1)) return null
  return `${what} must be a number from 0 to less than 1 (the fraction of its speed lost per second; 1 stops the body every step), got ${String(value)}`
}

const euler = new Euler()
const userQuaternion = new Quaternion()

/** The group's pose the props ask for. */
export function userPoseOf(props: BuoyantProps): {
  position: { x: number; y: number; z: number }
  quaternion: Quaternion
} {
  const [x, y, z] = props.position ?? [0, 0, 0]
  if (props.quaternion !== undefined) userQuaternion.set(...props.quaternion).normalize()
  else userQuaternion.setFromEuler(euler.set(...(props.rotation ?? [0, 0, 0])))
  return { position: { x, y, z }, quaternion: userQuaternion }
}
