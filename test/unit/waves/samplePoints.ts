/** Reproducible sample points for the wave tests (a small LCG: tests must not depend on Math.random). */
export function samplePoints(count: number, extent: number, duration: number, seed = 12345) {
  let state = seed >>> 0
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
  return Array.from({ length: count }, () => ({
    x: (next() * 2 - 1) * extent,
    z: (next() * 2 - 1) * extent,
    t: next() * duration,
  }))
}

/** A hand-written three-component sea with distinct directions, phases and one custom speed. */
export const threeWaves = [
  { amplitude: 0.4, wavelength: 24, direction: 0.3, phase: 0.5 },
  { amplitude: 0.25, wavelength: 11, direction: -1.1, phase: 2 },
  { amplitude: 0.1, wavelength: 5.5, direction: 2.4, phase: -1, speed: 2.2 },
]
