/**
 * A root of f in [a, b], where f(a) and f(b) have opposite signs: the Illinois variant of false
 * position (the retained end's value is halved when the same end survives twice, which restores
 * superlinear convergence), with a bisection step whenever the interpolated point would fall within
 * a hair of an end. Stops when |f| ≤ fTolerance or the bracket is narrower than xTolerance.
 */
export function refineRoot(
  f: (x: number) => number,
  a: number,
  fa: number,
  b: number,
  fb: number,
  xTolerance: number,
  fTolerance: number,
  maxIterations = 100,
): number {
  if (Math.abs(fa) <= fTolerance) return a
  if (Math.abs(fb) <= fTolerance) return b
  let side = 0
  for (let iteration = 0; iteration < maxIterations && Math.abs(b - a) > xTolerance; iteration++) {
    let x = (a * fb - b * fa) / (fb - fa)
    const margin = 1e-3 * Math.abs(b - a)
    if (!(x > Math.min(a, b) + margin && x < Math.max(a, b) - margin)) x = 0.5 * (a + b)
    const fx = f(x)
    if (Math.abs(fx) <= fTolerance) return x
    if (fx > 0 === fb > 0) {
      b = x
      fb = fx
      if (side === -1) fa *= 0.5
      side = -1
    } else {
      a = x
      fa = fx
      if (side === 1) fb *= 0.5
      side = 1
    }
  }
  return Math.abs(fa) < Math.abs(fb) ? a : b
}
