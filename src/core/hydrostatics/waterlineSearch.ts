import { probeDepth } from './depthProbe.js'

/** Layout of a search: the segment o + mu r, where the linear model puts the waterline, and the answer. */
export const SEARCH_ORIGIN = 0
export const SEARCH_DIRECTION = 3
/** mu where the linear depth model vanishes */
export const SEARCH_START = 6
/** d(depth)/d(mu) of the linear depth model */
export const SEARCH_SLOPE = 7
/** the segment ends at mu = SEARCH_END */
export const SEARCH_END = 8
/** the answer, mu */
export const SEARCH_RESULT = 9
const POINT = 10
export const SEARCH_SIZE = 14

/**
 * Where the true depth vanishes along the segment o + mu r (positions relative to the torque point),
 * starting from SEARCH_START where the linear depth model says it does: one Newton step from the
 * true depth there with the model's slope, then one secant step through the two true depths, each
 * clamped to [0, SEARCH_END]. Two depth evaluations; enough when the segment is shorter than the
 * waves (the regime of Stenberg 2026), and the answer never leaves the segment. Writes SEARCH_RESULT.
 */
export function searchWaterline(s: Float64Array): void {
  const mu0 = s[SEARCH_START],
    slope = s[SEARCH_SLOPE],
    end = s[SEARCH_END]
  s[SEARCH_RESULT] = mu0
  depthAtResult(s)
  const d0 = s[POINT + 3]
  let mu = mu0
  if (d0 !== 0 && slope !== 0) {
    let mu1 = mu0 - d0 / slope
    mu1 = mu1 < 0 ? 0 : mu1 > end ? end : mu1
    mu = mu1
    if (mu1 !== mu0) {
      s[SEARCH_RESULT] = mu1
      depthAtResult(s)
      const d1 = s[POINT + 3]
      if (d1 !== d0) {
        const mu2 = mu1 - (d1 * (mu1 - mu0)) / (d1 - d0)
        mu = mu2 < 0 ? 0 : mu2 > end ? end : mu2
      }
    }
  }
  s[SEARCH_RESULT] = mu
}

/** True depth at mu = s[SEARCH_RESULT] into s[POINT + 3] (numbers stay in the buffer: no boxing). */
function depthAtResult(s: Float64Array): void {
  const mu = s[SEARCH_RESULT]
  s[POINT] = s[SEARCH_ORIGIN] + mu * s[SEARCH_DIRECTION]
  s[POINT + 1] = s[SEARCH_ORIGIN + 1] + mu * s[SEARCH_DIRECTION + 1]
  s[POINT + 2] = s[SEARCH_ORIGIN + 2] + mu * s[SEARCH_DIRECTION + 2]
  probeDepth(s, POINT)
}
