import { buildHull } from '../core/internal.js'
import type { Hull } from '../core/internal.js'

/**
 * The hull the Froude–Krylov correction is integrated over (PHYSICS.md, seakeeping: the correction on a
 * proxy). The correction is the wave pressure's decay, p_FK − ρ g (η − y): smooth on the scale of the
 * waves and zero at the waterline. Integrated on a fine hull it cost more than the hydrostatics (every wet
 * vertex evaluated for every component, every wet triangle gathered: 0.9 ms a step for a 10,000-triangle
 * boat), for a field a few hundred triangles resolve. So a hull of more than PROXY_ABOVE triangles takes
 * the correction on a proxy, the same surface wrapped to about PROXY_TRIANGLES (buildHull, scaled to the
 * hull's exact volume), clipped by the water on its own:
 *   force = hydrostatics(hull) + [Froude–Krylov − hydrostatics](proxy).
 * The hull keeps its exact hydrostatics; the proxy's share is the decay, so the proxy's departure from the
 * hull (the wrap's cells, about 1 % of its size) changes the force by that departure times the decay, not
 * times the whole pressure. Measured over 24 poses in a 4-component sea (test/unit/cannon/froudeKrylovProxy.test.ts),
 * the worst force error as a share of the wave force, by the wrap's budget (triangles it made):
 *   budget                      400           300           250           200
 *   10 m boat, 9,848 triangles  0.26 % (320)  0.18 % (280)  0.15 % (232)  0.85 % (148)
 *   30 m boat, 11,808           0.35 % (344)  0.49 % (252)  0.70 % (244)  1.10 % (120)
 *   1 m sphere, 1,280           0.02 % (384)  0.02 % (252)  0.10 % (228)  area 3.3 % off: refused
 * 300 keeps every one within half of the test's 1 %, for 15 % less of a 1,280-triangle sphere's step
 * than 400 (bench/FLEET.md; session 18). (Before the wrap placed its vertices by the crossings'
 * quadric, 300 had given 1.7 % on the 30 m boat.) meshoptimizer's edge-collapse simplification is no
 * substitute: its long thin triangles are clipped linearly over many metres of wave, 15–17 % off at
 * any of these budgets. A proxy whose area is more than AREA_FIDELITY off the
 * hull's, or whose extent along an axis is more than EXTENT_FIDELITY of the hull's size off (a shape the
 * wrap cannot follow at that size: a thin plate, a fin), is not used: the hull's own surface is. (The wrap
 * rounds a pointed bow: 4 % of a 10 m boat's length, for 0.2 % of its wave force.)
 */
export const PROXY_ABOVE = 1200
export const PROXY_TRIANGLES = 300
const AREA_FIDELITY = 0.03
const EXTENT_FIDELITY = 0.06

/** The proxy of each hull: a Hull, null (the hull itself), or 'pending' (being built elsewhere: the hull meanwhile). */
const proxies = new WeakMap<Hull, Hull | null | 'pending'>()

/** Whether a hull is fine enough to take the correction on a proxy. */
function wantsProxy(hull: Hull): boolean {
  return hull.triangleCount > PROXY_ABOVE
}

/**
 * The hull's proxy: made now (a wrap, ~50 ms on a cold page, once per hull) unless one was set or is being
 * made (setFroudeKrylovProxy); null for a hull that needs none, or whose proxy would not be faithful.
 */
export function froudeKrylovProxy(hull: Hull): Hull | null | 'pending' {
  let proxy = proxies.get(hull)
  if (proxy === undefined) {
    proxy = wantsProxy(hull) ? makeProxy(hull) : null
    proxies.set(hull, proxy)
  }
  return proxy
}

/**
 * Hand over a proxy made elsewhere (the React layer wraps it in the hull worker), or mark it 'pending':
 * bodies attached meanwhile integrate over the hull itself and switch when it arrives. The proxy is
 * checked as one made here would be.
 */
function setFroudeKrylovProxy(hull: Hull, proxy: Hull | null | 'pending'): void {
  proxies.set(hull, proxy === null || proxy === 'pending' ? proxy : faithful(hull, proxy) ? proxy : null)
}

/**
 * Have `build` make a fine hull's proxy elsewhere (the React layer: in the hull worker) unless it has one
 * or one is on its way: bodies attached meanwhile integrate over the hull and switch when it arrives. A
 * build that fails leaves the hull to itself.
 */
export function requestFroudeKrylovProxy(hull: Hull, build: (hull: Hull) => Promise<Hull>): void {
  if (!wantsProxy(hull) || proxies.has(hull)) return
  proxies.set(hull, 'pending')
  build(hull).then(
    (proxy) => setFroudeKrylovProxy(hull, proxy),
    () => setFroudeKrylovProxy(hull, null),
  )
}

/** The proxy of a fine hull, or null when the wrap refuses or is not faithful to it. */
export function makeProxy(hull: Hull): Hull | null {
  try {
    const { hull: proxy } = buildHull(
      { positions: hull.positions, indices: hull.indices },
      { maxTriangles: PROXY_TRIANGLES },
    )
    return faithful(hull, proxy) ? proxy : null
  } catch {
    return null
  }
}

/** Whether a proxy's area and extent along each axis are the hull's, within AREA_FIDELITY and EXTENT_FIDELITY. */
function faithful(hull: Hull, proxy: Hull): boolean {
  if (!(Math.abs(proxy.surfaceArea / hull.surfaceArea - 1) <= AREA_FIDELITY)) return false
  const size = 2 * hull.boundingRadius
  const axes = ['x', 'y', 'z'] as const
  return axes.every(
    (axis) =>
      Math.abs(proxy.bounds.min[axis] - hull.bounds.min[axis]) <= EXTENT_FIDELITY * size &&
      Math.abs(proxy.bounds.max[axis] - hull.bounds.max[axis]) <= EXTENT_FIDELITY * size,
  )
}
