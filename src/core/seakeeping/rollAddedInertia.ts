import type { Hull } from '../hull/types.js'
import type { Pose } from '../types.js'
import { sectionAddedMass } from './sectionAddedMass.js'
import { wetSections } from './hullSections.js'

/** Stations along the wet length and panels per section: ~4 ms for any hull (the panel solves). */
const STATIONS = 8
const PANELS = 48

/**
 * Strip theory for roll with close-fit sections: the hull floating at `pose` (water level y = 0) is cut
 * across its wet length at STATIONS equally spaced stations (hullSections.ts), and each wet section's
 * high-frequency roll added inertia about the centre of mass (sectionAddedMass: a panel method, exact
 * for the section's own shape) is summed over the length, kg·m², not yet reduced for the ends.
 * Lewis forms are not used for roll: a smooth Lewis form has no sharp bilge, which carries much of a
 * box's roll inertia (a rectangle 8 m × 2 m: 60,500 kg·m²/m against 42,600 for the Lewis form of the
 * same beam, draft and area).
 */
export function rollAddedInertiaByStrips(hull: Hull, pose: Pose, density: number): number {
  const sections = wetSections(hull, pose, STATIONS, PANELS)
  let sum = 0
  for (const section of sections.segments) sum += sectionAddedMass(section, density, sections.centreHeight, PANELS).roll
  return sum * sections.spacing
}
