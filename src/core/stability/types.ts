import type { Hull } from '../hull/types.js'
import type { Pose, Vector } from '../types.js'

/** A liquid with a free surface carried in the hull: it stays level as the hull heels. */
export interface LiquidLoad {
  /** the closed space that holds it, body coordinates (a Hull from createHull) */
  container: Hull
  /** m³ of liquid */
  volume: number
  /** kg/m³; default the options' water density (flood water) */
  density?: number
  /** fraction of the container's volume the liquid can occupy, (0, 1]; default 1 */
  permeability?: number
}

/**
 * What a hull carries. The solid part moves with the hull as one rigid mass; the liquids keep a
 * level surface, so their centroids move toward the low side as it heels (the free-surface effect).
 */
export interface Loading {
  /** kg: hull, machinery, cargo: everything rigid */
  mass: number
  /** centre of that mass, body coordinates, m */
  centerOfMass: Vector
  /** liquids on top of `mass`: flooded compartments, slack tanks */
  liquids?: readonly LiquidLoad[]
}

/** The water the stability is judged in: flat, at rest. */
export interface StabilityOptions {
  /** water density, kg/m³; default 1025 */
  density?: number
  /** m/s²; default 9.81 */
  gravity?: number
  /** world y of the still-water surface, m; default 0 */
  level?: number
  /**
   * The body axis along the ship's length, about which heel (and "transverse") is taken: 'x' (default, the
   * library's convention), 'z' (a glTF model, modelled with its length along z), or 'auto' (whichever of
   * the hull's x and z extents is longer). With 'z' the ship's frame is the model turned a quarter turn
   * about y: heel is about body +z (positive: body +y toward world −x, as body +y toward +z for a ship
   * along x), trim about the horizontal across it (positive: body +z up); poses and body coordinates in
   * the results are the model's own (findEquilibrium's pose upright is the model as it was made).
   */
  lengthAxis?: 'x' | 'z' | 'auto'
}

/** Options of findEquilibrium. */
export interface EquilibriumOptions extends StabilityOptions {
  /** heel to start from, rad; default 0 */
  initialHeel?: number
  /** trim to start from, rad; default 0 */
  initialTrim?: number
  /** solve for the heel (default true); false holds it at initialHeel */
  freeHeel?: boolean
  /** solve for the trim (default true); false holds it at initialTrim */
  freeTrim?: boolean
  /** righting levers below this fraction of the hull's size (bounding-box diagonal) count as zero; default 1e-10 */
  tolerance?: number
  /** default 100 */
  maxIterations?: number
}

/** A pair of quantities about the two axes of a ship: heel (transverse) and trim (longitudinal). */
export interface TransverseLongitudinal {
  /** about the ship's length (heel, roll) */
  transverse: number
  /** about the horizontal axis across the ship (trim, pitch) */
  longitudinal: number
}

/** Where a hull floats at rest in still water with a given loading. */
export interface Equilibrium {
  /** body → world: position (0, heave, 0) and the heel-then-trim orientation */
  pose: Pose
  /** world y of the body origin above the water level, m */
  heave: number
  /**
   * rad, about the body x axis (positive: body +y toward world +z); with lengthAxis 'z', about body z
   * (positive: body +y toward world −x)
   */
  heel: number
  /** rad, about the world z axis (positive: body +x up) */
  trim: number
  /** depth of the hull's deepest point below the water level, m */
  draft: number
  /** m³ */
  displacedVolume: number
  /** mass of the displaced water, kg (the loading's total mass) */
  displacement: number
  /** world, m */
  centerOfBuoyancy: Vector
  /** of the whole loading, liquids at their current level, world, m */
  centerOfGravity: Vector
  /** what is left of the righting levers (G to B horizontally), m: at most tolerance × the hull's size */
  rightingLever: TransverseLongitudinal
  /** true when a small heel or trim from here is righted (the restoring stiffness is positive definite) */
  stable: boolean
  /** Newton steps taken */
  iterations: number
  /** computeHydrostatics calls made */
  hydrostaticsCalls: number
}

/** Hydrostatic particulars and initial stability at one pose in still water (stabilityAt). */
export interface Stability {
  /** m³ */
  displacedVolume: number
  /** kg: mass of the displaced water */
  displacement: number
  /** world, m */
  centerOfBuoyancy: Vector
  /** body coordinates, m */
  centerOfBuoyancyBody: Vector
  /** G of the loading (liquids at their level), world, m */
  centerOfGravity: Vector
  /** body coordinates, m */
  centerOfGravityBody: Vector
  /** m² */
  waterplaneArea: number
  /** centroid of the waterplane (centre of flotation F), world, m */
  centerOfFlotation: Vector
  /**
   * second moments of the waterplane about axes through F, m⁴: transverse I_T about the ship's
   * length, longitudinal I_L about the horizontal axis across it, and their product
   */
  waterplaneInertia: TransverseLongitudinal & { product: number }
  /** BM = I / V, m */
  metacentricRadius: TransverseLongitudinal
  /** virtual rise of G from the liquids' free surfaces, Σ ρ_l i_l / (ρ V), m */
  freeSurfaceCorrection: TransverseLongitudinal
  /** GM = (y_M − y_G) − free-surface correction, m: the slope of the righting lever per radian here */
  metacentricHeight: TransverseLongitudinal
  /** the metacentres M = B + BM ŷ, world, m */
  metacentre: { transverse: Vector; longitudinal: Vector }
  /** the metacentres in body coordinates, m */
  metacentreBody: { transverse: Vector; longitudinal: Vector }
  /** body y of the keel K (the hull's lowest point in body coordinates), m */
  keel: number
  /** KB: height of B above the keel along body y, m */
  heightOfBuoyancy: number
  /** KG: height of G above the keel along body y, m */
  heightOfGravity: number
  /** KM: height of the metacentres above the keel along body y, m */
  heightOfMetacentre: TransverseLongitudinal
  /**
   * the righting levers at this pose, m: transverse GZ = (B − G)·across (positive rights a positive
   * heel), longitudinal = (G − B)·along (positive rights a positive trim)
   */
  rightingLever: TransverseLongitudinal
  /** unit horizontal vector along the ship's length (the horizontal part of body +x; +z with lengthAxis 'z'), world */
  along: Vector
  /** unit horizontal vector across the ship, along × ŷ (world +z when the ship heads along +x) */
  across: Vector
}

/** Options of rightingLever and rightingLeverCurve. */
export interface RightingLeverOptions extends StabilityOptions {
  /** let the ship trim to balance at each heel (default true) */
  freeTrim?: boolean
  /** the trim held when freeTrim is false, rad; default the trim of the upright equilibrium */
  trim?: number
  /** see EquilibriumOptions.tolerance; default 1e-10 */
  tolerance?: number
}

/** The righting lever at one heel, at constant displacement. */
export interface RightingLever {
  /** rad */
  heel: number
  /** GZ, m: horizontal distance from G to the vertical through B, positive when it rights the heel */
  rightingLever: number
  /** rad */
  trim: number
  /**
   * false when the trim could not balance the ship along its length at this heel (one hull of a
   * catamaran clear of the water, a hull neutral in trim): the lever is then taken at fixed trim
   */
  trimBalanced: boolean
  /** world y of the body origin above the water level, m */
  heave: number
  pose: Pose
  /** world, m */
  centerOfBuoyancy: Vector
  /** world, m */
  centerOfGravity: Vector
}

/** Options of rightingLeverCurve. */
export interface RightingLeverCurveOptions extends RightingLeverOptions {
  /** heels to evaluate, rad, ascending; default 0 to π in steps of π/90 (2°) */
  heels?: ArrayLike<number>
}

/** The righting-lever (GZ) curve at constant displacement and what naval architects read from it. */
export interface RightingLeverCurve {
  /** rad */
  heel: Float64Array
  /** GZ, m */
  rightingLever: Float64Array
  /** rad */
  trim: Float64Array
  /** 1 where the trim balanced the ship along its length, 0 where the lever was taken at fixed trim (see RightingLever) */
  trimBalanced: Uint8Array
  /** world y of the body origin above the water level, m */
  heave: Float64Array
  /**
   * dynamic stability, m·rad: the work to heel the ship quasi-statically from the first heel,
   * per unit weight, ∫ GZ cos(trim) dφ; taken exactly as the rise of G relative to B
   */
  dynamicStability: Float64Array
  /**
   * transverse GM of the upright ship (with the free-surface correction), m, as stabilityAt gives it:
   * about the horizontal axis along the ship. The heel is about the body's own x axis, so when the
   * upright ship trims by θ the curve rises from 0 with slope GM cos θ
   */
  metacentricHeight: number
  /** m */
  maxRightingLever: number
  /** rad */
  angleOfMaxRightingLever: number
  /** heels where GZ = 0 with a positive slope (where the ship comes to rest), refined, rad */
  equilibriumHeels: number[]
  /** the heel a ship with negative upright GM lolls to (the first equilibrium heel > 0), rad; null otherwise */
  angleOfLoll: number | null
  /**
   * the first heel past the first equilibrium (or past the first heel, when the curve starts with GZ > 0)
   * where GZ falls through zero, rad; null when none in range
   */
  angleOfVanishingStability: number | null
  /**
   * from the first equilibrium heel to the angle of vanishing stability (or the last heel), rad; from the
   * first heel when the curve starts with GZ > 0 (the ship's rest lies before the heels asked for); null
   * without either
   */
  rangeOfStability: { from: number; to: number } | null
  /** computeHydrostatics calls made */
  hydrostaticsCalls: number
}
