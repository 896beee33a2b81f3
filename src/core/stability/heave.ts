import type { Hull } from '../hull/types.js'
import { measure } from './probe.js'
import type { FlatProbe } from './probe.js'

/** Displaced volume, relative to the hull's volume, at which the heave counts as found. */
const VOLUME_TOLERANCE = 1e-13
/** Bracket width, relative to the hull's size, at which the search stops anyway. */
const HEAVE_TOLERANCE = 1e-15
const MAX_ITERATIONS = 200

/**
 * The height of the body origin (world y, m) at which the hull, in the probe's orientation,
 * displaces `volume` m³ below the probe's plane; the probe's pose is left there, its result and wet
 * surface are that call's.
 *
 * V(h) falls from the hull's volume at h = level − R to 0 at h = level + R (R the hull's bounding
 * radius about the body origin), with slope dV/dh = −A_wp, the waterplane area the hydrostatics
 * reports. Newton's method on that slope, safeguarded by bisection on the bracket (a flat bottom
 * makes A_wp jump), converges in a handful of calls from a warm start.
 *
 * @param volume m³, in (0, hull.volume)
 * @param guess a heave to start from (m); NaN for none
 */
export function solveHeave(hull: Hull, probe: FlatProbe, volume: number, guess: number): number {
  const level = probe.surface.level
  const reach = hull.boundingRadius * (1 + 1e-12) + 1e-300
  let deep = level - reach,
    shallow = level + reach
  const position = probe.position
  position.x = 0
  position.z = 0
  let heave = guess > deep && guess < shallow ? guess : level + reach * (1 - (2 * volume) / hull.volume)
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    position.y = heave
    const result = measure(probe, hull)
    const excess = result.displacedVolume - volume
    if (excess > 0) deep = heave
    else shallow = heave
    if (Math.abs(excess) <= VOLUME_TOLERANCE * hull.volume || shallow - deep <= HEAVE_TOLERANCE * reach) break
    let next = heave + excess / result.waterplaneArea
    if (!(next > deep && next < shallow)) next = 0.5 * (deep + shallow)
    heave = next
  }
  return heave
}
