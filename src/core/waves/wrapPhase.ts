/** 2π split so that n · TWO_PI_HIGH is exact for |n| < 2^45 (6.28125 has 8 significant bits). */
const TWO_PI_HIGH = 6.28125
const TWO_PI_LOW = 2 * Math.PI - TWO_PI_HIGH
const TWO_PI = 2 * Math.PI

/**
 * An angle reduced into [0, 2π), for angles of any size up to about 1e13 rad.
 *
 * The naive `x - 2π floor(x / 2π)` loses up to n · 2.4e-16 rad to the rounding of 2π itself; after an
 * hour of a fast wave (n ≈ 1e4 turns) that is still small, but the split (Cody–Waite) reduction keeps the
 * result within a few ulps of the exact remainder, so the wrapped phase and the unwrapped sine agree.
 */
export function wrapPhase(angle: number): number {
  const turns = Math.floor(angle / TWO_PI)
  let reduced = angle - turns * TWO_PI_HIGH - turns * TWO_PI_LOW
  // floor(angle / 2π) can be one turn off when angle is within rounding of a multiple of 2π.
  if (reduced < 0) reduced += TWO_PI
  if (reduced >= TWO_PI) reduced -= TWO_PI
  return reduced
}
