import {
  coefficientAt,
  createTableDiffraction,
  largestDiffraction,
  largestOfMode,
  MODES,
  resolveRadiationTable,
} from '../core/internal.js'
import type {
  Hull,
  RadiationTable,
  ResolvedRadiationTable,
  ResolvedWaveComponent,
  TableDiffraction,
} from '../core/internal.js'

// A radiation table's once-per-table work for createSeakeeping (seakeeping.ts): checked and packed once,
// its diffraction force on a sea made once for the bodies that share them, and what it leaves out said
// once.

/** Hulls said to have no still-water modes though light enough to float, said once each. */
const toldNoModes = new WeakSet<Hull>()

/** A floating body that gets no radiation terms should not pass in silence: one console.warn per hull. */
export function warnNoModes(hull: Hull, caller: string): void {
  if (toldNoModes.has(hull)) return
  toldNoModes.add(hull)
  console.warn(
    `${caller}: no still-water equilibrium was found for this hull, though it is light enough to float: options.radiation gets no added mass, radiation damping or diffraction force for it (the pressure, the drag and the dynamics are as usual)`,
  )
}

/** Tables whose coupled pairs were left out for want of their rotation's diffraction, said once each. */
const toldUncoupled = new WeakSet<RadiationTable>()

/** A table's coupled pair that does not act should not pass in silence: one console.warn per table. */
export function warnUncoupled(table: RadiationTable, caller: string): void {
  if (toldUncoupled.has(table)) return
  toldUncoupled.add(table)
  console.warn(
    `${caller}: options.radiation.coupling is not applied where options.radiation.diffraction gives no force for the pair's rotation (pitch for surgePitch, roll for swayRoll): the library's own estimate of that excitation is a free body's, which the coupling would count twice`,
  )
}

/**
 * Each RadiationTable object checked and packed once: the bodies attached with one table share it, and
 * with it its memory kernels (radiationMemory.ts). A table is read when first attached; change it by
 * passing a new object.
 */
const resolvedTables = new WeakMap<RadiationTable, ResolvedRadiationTable>()

export function resolvedTable(table: RadiationTable, caller: string): ResolvedRadiationTable {
  let resolved = resolvedTables.get(table)
  if (resolved === undefined) {
    resolved = resolveRadiationTable(table, caller)
    resolvedTables.set(table, resolved)
  }
  return resolved
}

const tableDiffractions = new WeakMap<
  ResolvedRadiationTable,
  WeakMap<readonly ResolvedWaveComponent[], Map<string, TableDiffraction | null>>
>()

/**
 * A table's diffraction force on a sea, made once for all the bodies that share the table, the sea and
 * (for 'auto', `natural` non-null) the natural frequencies: a fleet of 300 boxes each with its own copy of
 * the force per component and heading (14 kB) spent 1.8 µs a box a step in cache misses.
 */
export function sharedTableDiffraction(
  table: ResolvedRadiationTable,
  components: readonly ResolvedWaveComponent[],
  natural: Float64Array | null,
): TableDiffraction | null {
  let bySea = tableDiffractions.get(table)
  if (bySea === undefined) tableDiffractions.set(table, (bySea = new WeakMap()))
  let byNatural = bySea.get(components)
  if (byNatural === undefined) bySea.set(components, (byNatural = new Map()))
  const key = natural === null ? '' : natural.join(',')
  let made = byNatural.get(key)
  if (made === undefined) {
    made = createTableDiffraction(
      table,
      components,
      natural === null ? undefined : longWaveConsistency(table, Float64Array.from(natural)),
    )
    byNatural.set(key, made)
  }
  return made
}

/**
 * 'auto''s diffraction force in waves longer than a mode's natural period, made consistent with its
 * constant added mass: there the force is the added mass times the water's acceleration, and strip
 * theory's 2-D sections have an added mass that grows without bound as ω → 0 (as ln ω), where the body's
 * is A(ω_n) in the time domain. The force at ω < ω_n is scaled by A(ω_n) / A(ω): the long-wave limit of
 * the relative-motion estimate, continuous at ω_n (without it the barge's and the boat's heave in 8–12 s
 * waves came out 0.88–0.92 × the BEM's, where a body follows the water).
 */
function longWaveConsistency(table: ResolvedRadiationTable, natural: Float64Array) {
  return (mode: number, omega: number): number => {
    const wn = natural[mode]
    if (!(omega < wn)) return 1
    const atNatural = coefficientAt(table, table.addedMass, mode, wn),
      here = coefficientAt(table, table.addedMass, mode, omega)
    return here > atNatural && atNatural > 0 ? atNatural / here : 1
  }
}

/**
 * Refuse a table's diffraction force that no water could exert on this hull: per metre of wave amplitude,
 * more than 10 × ρ g × the largest face of the hull's bounding box (times its bounding radius for a
 * moment). A BEM's is below 1 × (the reference barge's heave: 0.46 ×); past 10 × it is another unit or
 * another hull, and applied it would fling the body (1e6 N a metre spun a 1 t box at 47 rad/s).
 */
export function checkDiffraction(table: ResolvedRadiationTable, hull: Hull, weight: number, caller: string): void {
  const { min, max } = hull.bounds
  const x = max.x - min.x,
    y = max.y - min.y,
    z = max.z - min.z
  const face = Math.max(x * y, x * z, y * z)
  for (let mode = 0; mode < MODES.length; mode++) {
    const bound = 10 * weight * face * (mode < 3 ? 1 : hull.boundingRadius)
    const largest = largestDiffraction(table, mode)
    if (largest > bound) {
      throw new Error(
        `${caller}: options.radiation.diffraction.${MODES[mode]} reaches ${largest.toPrecision(3)} ${mode < 3 ? 'N' : 'N·m'} per metre of wave, more than 10 × ρ g × the largest face of the hull's bounding box${mode < 3 ? '' : ' × its bounding radius'} (${bound.toPrecision(3)}): not a water force on this hull (check its units and that it is this hull's)`,
      )
    }
  }
}

/**
 * A table's added mass plausible for this hull: at most 1,000 × ρ × its bounding box's volume (× its
 * bounding radius² for a rotation). A thin plate's heave added mass, ρ π b² L / 8, is b / (8 t) × ρ b t L,
 * 400 × for a sheet a thousandth as thick as it is wide; a table of 1e30 kg (an independent audit) threw
 * a 2 t box 1.7 km up, and one of 1e7 kg, 2,400 × its box, sank it and kept it going.
 * @throws Error naming the mode
 */
export function checkAddedMass(table: ResolvedRadiationTable, hull: Hull, density: number, caller: string): void {
  const { min, max } = hull.bounds
  const box = (max.x - min.x) * (max.y - min.y) * (max.z - min.z)
  for (let mode = 0; mode < MODES.length; mode++) {
    const bound = 1000 * density * box * (mode < 3 ? 1 : hull.boundingRadius ** 2)
    const largest = largestOfMode(table, table.addedMass, mode)
    if (largest > bound) {
      throw new Error(
        `${caller}: options.radiation.addedMass.${MODES[mode]} reaches ${largest.toPrecision(3)} ${mode < 3 ? 'kg' : 'kg·m²'}, more than 1,000 × ρ × the hull's bounding box${mode < 3 ? '' : ' × its bounding radius²'} (${bound.toPrecision(3)}): not this hull's added mass (check its units and that it is this hull's)`,
      )
    }
  }
}
