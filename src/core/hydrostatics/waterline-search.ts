import { depthAt } from './depth-probe.js'

/**
 * Where the true depth vanishes along the segment o + mu r (positions relative to the torque
 * point), starting from mu0 where the linear depth model, of slope `slope` per unit mu, says it
 * does: one Newton step from the true depth at mu0 with that slope, then one secant step through
 * the two true depths, each clamped to [0, muMax]. Two depth evaluations; enough when the segment is
 * shorter than the waves (the regime of seed 002), and never leaves the segment.
 */
export function searchWaterline(
  ox: number, oy: number, oz: number,
  rx: number, ry: number, rz: number,
  mu0: number,
  slope: number,
  muMax: number,
): number {
  const d0 = depthAt(ox + mu0 * rx, oy + mu0 * ry, oz + mu0 * rz)
  if (d0 === 0 || !(slope !== 0)) return mu0
  const mu1 = clamp(mu0 - d0 / slope, muMax)
  if (mu1 === mu0) return mu0
  const d1 = depthAt(ox + mu1 * rx, oy + mu1 * ry, oz + mu1 * rz)
  if (d1 === d0) return mu1
  return clamp(mu1 - (d1 * (mu1 - mu0)) / (d1 - d0), muMax)
}

function clamp(mu: number, muMax: number): number {
  return mu < 0 ? 0 : mu > muMax ? muMax : mu
}
