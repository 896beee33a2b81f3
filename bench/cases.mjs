// What `npm run bench` measures: every configuration is one child process (bench/hydrostatics.mjs), so
// each is compiled by V8 as a user's app would be (one integrator and clipping hot, not all at once).

/** Icosphere subdivisions measured: 1,280, 20,480 and 81,920 triangles (radius 1 m). */
export const SUBDIVISIONS = [3, 5, 6]
export const INTEGRATORS = ['exact', 'kerner', 'centroid', 'volume']
export const CLIPPINGS = ['flat', 'linear', 'curved', 'adaptive']

/**
 * The seas. 'moderate' is the 4-component sea; 'steep' is short, steep waves against the 2 m
 * sphere (wavelengths 1.5 to 4 m, steepness A k 0.19 to 0.21), the case that makes 'adaptive' refine.
 */
export const SEAS = {
  moderate: {
    description:
      "seaState('moderate', { count: 4 }): Pierson–Moskowitz at 8 m/s, 4 sines of A = 0.24 m, wavelengths 17–69 m, K = Σ A k² = 0.047 /m",
    components: (core) => core.seaState('moderate', { count: 4 }),
  },
  steep: {
    description:
      'short steep sea: A = 0.05, 0.065, 0.09, 0.12 m at wavelengths 1.5, 2, 3, 4 m (steepness A k ≈ 0.19–0.21)',
    components: () => [
      { amplitude: 0.05, wavelength: 1.5, direction: 0.3, phase: 0.4 },
      { amplitude: 0.065, wavelength: 2, direction: -0.5, phase: 2.1 },
      { amplitude: 0.09, wavelength: 3, direction: 1.2, phase: 4.0 },
      { amplitude: 0.12, wavelength: 4, direction: 0.1, phase: 5.2 },
    ],
  },
}

/** Combinations not measured, and why. */
export const SKIPPED = [
  {
    what: "'volume' with 'linear', 'curved' or 'adaptive' clipping",
    reason:
      "the volume integrator always uses the horizontal plane under the body origin, whatever `clipping` says (docs/PHYSICS.md §1), so these are the 'volume' / 'flat' run under another name",
  },
]

/** Every configuration, in the order of the report. */
export function benchCases() {
  const cases = []
  for (const subdivisions of SUBDIVISIONS) {
    for (const integrator of INTEGRATORS) {
      for (const clipping of CLIPPINGS) {
        if (integrator === 'volume' && clipping !== 'flat') continue
        cases.push({
          id: `sphere${subdivisions}-${integrator}-${clipping}`,
          kind: 'sphere',
          subdivisions,
          integrator,
          clipping,
          sea: 'moderate',
        })
      }
    }
  }
  // 100 separate hulls of 1,280 triangles at different poses, one step each
  for (const integrator of ['exact', 'centroid']) {
    cases.push({
      id: `fleet-${integrator}-linear`,
      kind: 'fleet',
      subdivisions: 3,
      hulls: 100,
      integrator,
      clipping: 'linear',
      sea: 'moderate',
    })
  }
  // the wave sum in TypeScript rather than WebAssembly (the reference path): what the kernel gains
  cases.push({
    id: 'sphere3-exact-linear-typescript-sum',
    kind: 'wave-sum',
    subdivisions: 3,
    integrator: 'exact',
    clipping: 'linear',
    sea: 'moderate',
    wasm: false,
  })
  cases.push({
    id: 'sphere6-exact-linear-typescript-sum',
    kind: 'wave-sum',
    subdivisions: 6,
    integrator: 'exact',
    clipping: 'linear',
    sea: 'moderate',
    wasm: false,
  })
  // the adaptive defaults on short steep waves, against linear on the same hull and sea: the 1,280 and
  // 80-triangle spheres, and a 12-triangle 3 × 1 × 2 m box whose 3.6 m edges need the maximum depth
  for (const clipping of ['linear', 'adaptive']) {
    for (const subdivisions of [1, 3]) {
      cases.push({
        id: `steep-sphere${subdivisions}-exact-${clipping}`,
        kind: 'sphere',
        subdivisions,
        integrator: 'exact',
        clipping,
        sea: 'steep',
      })
    }
    cases.push({ id: `steep-box-exact-${clipping}`, kind: 'box', integrator: 'exact', clipping, sea: 'steep' })
  }
  return cases
}
