import type { Hull } from '../hull/types.js'
import type { Pose } from '../types.js'
import type { ModeStiffness } from './modeStiffness.js'
import type { RadiationTable } from './radiationTable.js'
import { wetSections } from './hullSections.js'
import { stripTheoryTable } from './stripTheory.js'
import { rotationEndRelief } from './ellipticDisc.js'
import { eddyRollDamping } from './eddyRoll.js'

/** Stations along the wet length, panels per section, frequencies of the table. */
const STATIONS = 10
const PANELS = 20
const FREQUENCIES = 16

/** The still-water particulars the table is scaled by: the waterplane's area and second moments, the volume. */
export type Waterplane = Pick<
  ModeStiffness,
  'waterplaneArea' | 'waterplaneTransverse' | 'waterplaneLongitudinal' | 'displacedVolume'
>

/**
 * `radiation: 'auto'`: the hull's heave, roll and pitch added mass, radiation damping and diffraction
 * force per frequency and heading, from its own wet sections at the floating pose by zero-speed strip
 * theory (stripTheory.ts). The frequencies span the hull's scale: ω √(d / g) from 0.1 to 3, d the
 * larger of the mean draft V / A_wp and the half-beam of the waterplane's equivalent rectangle
 * (√(3 I_T / A_wp)): from the quasi-static to waves far shorter than the sections. (A fine hull's end
 * sections still radiate at the top, which is why 'auto' has no Cummins memory: the coefficients are used
 * at ω_n, the diffraction at the sea's frequencies, both inside the range; a component beyond the top
 * takes the top's force.) 10 stations × 16 frequencies, 20 panels a section: 10–110 ms once per hull and
 * loading (modeStiffness remembers it).
 * The added mass is reduced for the flow round the ends, which 2-D sections do not have, by the 3-D
 * added-mass factor of a rectangular plate of the waterplane's aspect L / B (DNV-RP-C205, table A-2;
 * L = √(12 I_L / A_wp), B = √(12 I_T / A_wp)); rotation differently: a pitching plate's ends move most,
 * where the flow escapes round it, a rolling plate's least; pitch and roll take that factor times the
 * ratio of the rotational to the translational 3-D factor of an elliptic disc of the same aspect (Lamb's
 * ellipsoid, ellipticDisc.ts). Without it, a square board's heave added mass was 1.7 × a plate's and the
 * barge's pitch inertia 1.3–1.5 × the BEM's. The diffraction force of heave and pitch takes the same factor
 * (in long waves it is the added mass times the water's acceleration). The damping's 3-D relief is the
 * Haskind bound (stripTheory.ts).
 */
export function estimateRadiationTable(
  hull: Hull,
  pose: Pose,
  waterplane: Waterplane,
  density: number,
  gravity: number,
): RadiationTable {
  const sections = wetSections(hull, pose, STATIONS, PANELS)
  const halfBeam = Math.sqrt((3 * waterplane.waterplaneTransverse) / waterplane.waterplaneArea)
  const scale = Math.max(waterplane.displacedVolume / waterplane.waterplaneArea, halfBeam)
  const unit = Math.sqrt(gravity / scale)
  const frequencies = Array.from({ length: FREQUENCIES }, (_, i) => unit * (0.1 + (2.9 * i) / (FREQUENCIES - 1)))
  const table = stripTheoryTable(sections, frequencies, density, gravity, PANELS)
  const length = Math.sqrt((12 * waterplane.waterplaneLongitudinal) / waterplane.waterplaneArea)
  const ends = plateFactor(length / (2 * halfBeam))
  const relief = rotationEndRelief(length / (2 * halfBeam))
  const reduced = (values: readonly number[] | undefined, factor: number) => values!.map((a) => a * factor)
  const diffraction = table.diffraction!
  const relieved = (rows: readonly (readonly number[])[] | undefined, factor: number) =>
    rows!.map((row) => reduced(row, factor))
  return {
    ...table,
    // the diffraction force of long waves is the added mass times the water's acceleration: the same relief
    // for heave and pitch. Not for roll: strip theory's free-body roll excitation (sections in phase in
    // beam seas) is the BEM's within 1–6 % from 4 to 21 s as it is (stripTheory.test.ts); relieved like its
    // added mass, it put the barge's beam-sea roll RAO at 2.03 × the BEM's at 2.5 s and 1.40 × at 3 s
    // (1.40 × and 0.91 × as it is)
    diffraction: {
      headings: diffraction.headings,
      real: {
        ...diffraction.real,
        heave: relieved(diffraction.real.heave, ends),
        pitch: relieved(diffraction.real.pitch, ends * relief.pitch),
      },
      imaginary: {
        ...diffraction.imaginary,
        heave: relieved(diffraction.imaginary.heave, ends),
        pitch: relieved(diffraction.imaginary.pitch, ends * relief.pitch),
      },
    },
    // the coupling's ends: pitch's, which its long-wave diffraction force (Σ x a₃₃ × the water's
    // acceleration) takes too
    coupling: {
      heavePitch: {
        addedMass: reduced(table.coupling!.heavePitch!.addedMass, ends * relief.pitch),
        damping: table.coupling!.heavePitch!.damping,
      },
    },
    eddyRoll: eddyRollDamping(sections, density),
    addedMass: {
      heave: reduced(table.addedMass.heave, ends),
      roll: reduced(table.addedMass.roll, ends * relief.roll),
      pitch: reduced(table.addedMass.pitch, ends * relief.pitch),
    },
  }
}

// 3-D added mass of a thin rectangular plate over its strip-theory value, by aspect ratio (DNV-RP-C205)
const ASPECT = [1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6.25, 8, 10]
const FACTOR = [0.579, 0.642, 0.69, 0.757, 0.801, 0.83, 0.871, 0.897, 0.917, 0.934, 0.947]

function plateFactor(aspect: number): number {
  const r = aspect >= 1 ? aspect : 1 / aspect
  if (r >= ASPECT[ASPECT.length - 1]) return 1 - (1 - FACTOR[FACTOR.length - 1]) * (ASPECT[ASPECT.length - 1] / r)
  let i = 1
  while (ASPECT[i] < r) i++
  const f = (r - ASPECT[i - 1]) / (ASPECT[i] - ASPECT[i - 1])
  return FACTOR[i - 1] + f * (FACTOR[i] - FACTOR[i - 1])
}
