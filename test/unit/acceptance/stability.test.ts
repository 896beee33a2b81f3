// Ship stability against the closed forms of naval architecture (docs/PHYSICS.md §4) and a 2D section
// computation written here.
import * as THREE from 'three'
import { describe, expect, it } from 'vitest'
import { createHull, findEquilibrium, rightingLever, rightingLeverCurve, stabilityAt } from 'react-three-buoyancy/core'
import { RHO, clipHalfPlane, polygonAreaCentroid, relErr, type P2 } from './reference.js'

const boxHull = (lx: number, ly: number, lz: number) => {
  const g = new THREE.BoxGeometry(lx, ly, lz)
  return createHull(g.attributes.position.array, g.index!.array)
}

describe('box barge L × B × D at draft T (length x, beam z)', () => {
  const L = 10,
    B = 4,
    D = 2,
    T = 0.8,
    KG = 0.9
  const hull = boxHull(L, D, B)
  const loading = { mass: RHO * L * B * T, centerOfMass: { x: 0, y: -D / 2 + KG, z: 0 } }
  const KB = T / 2,
    BMt = (B * B) / (12 * T),
    BMl = (L * L) / (12 * T)
  const GMt = KB + BMt - KG

  it('findEquilibrium: upright at draft T with V = L B T', () => {
    const eq = findEquilibrium(hull, loading)
    expect(Math.abs(eq.heel)).toBeLessThan(1e-6)
    expect(Math.abs(eq.trim)).toBeLessThan(1e-6)
    expect(eq.draft).toBeCloseTo(T, 9)
    expect(eq.displacedVolume).toBeCloseTo(L * B * T, 8)
    expect(eq.stable).toBe(true)
  })

  it('stabilityAt: KB = T/2, BM = B²/(12T), BM_L = L²/(12T), GM = KB + BM − KG, A_wp = L B', () => {
    const pose = { position: { x: 0, y: D / 2 - T, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
    const s = stabilityAt(hull, pose, loading)
    expect(s.heightOfBuoyancy).toBeCloseTo(KB, 9)
    expect(s.heightOfGravity).toBeCloseTo(KG, 9)
    expect(relErr(s.metacentricRadius.transverse, BMt)).toBeLessThan(1e-9)
    expect(relErr(s.metacentricRadius.longitudinal, BMl)).toBeLessThan(1e-9)
    expect(relErr(s.metacentricHeight.transverse, GMt)).toBeLessThan(1e-9)
    expect(relErr(s.metacentricHeight.longitudinal, KB + BMl - KG)).toBeLessThan(1e-9)
    expect(relErr(s.waterplaneArea, L * B)).toBeLessThan(1e-12)
    expect(relErr(s.waterplaneInertia.transverse, (L * B ** 3) / 12)).toBeLessThan(1e-9)
    expect(s.displacement).toBeCloseTo(loading.mass, 6)
  })

  it('wall-sided GZ = sin φ (GM + ½ BM tan² φ) while the deck edge and bilge stay out of and in the water', () => {
    // deck edge immerses at tan φ = (D − T)/(B/2) = 0.6, bilge emerges at T/(B/2) = 0.4: φ < 21.8°
    for (const deg of [2, 5, 10, 15, 20]) {
      const phi = (deg * Math.PI) / 180
      const gz = rightingLever(hull, loading, phi).rightingLever
      const want = Math.sin(phi) * (GMt + 0.5 * BMt * Math.tan(phi) ** 2)
      expect(Math.abs(gz - want)).toBeLessThan(1e-7)
    }
  })
})

/**
 * GZ(φ) of a box section (beam B along z, depth D along y, G at height KG above the keel on the centre
 * line) heeled by φ about x at constant section area A: the waterline is placed by bisection and GZ is
 * the world-horizontal (z) distance from G to B. Heel about x: y' = y cos φ − z sin φ, z' = y sin φ + z cos φ.
 */
function boxSectionLever(B: number, D: number, KG: number, A: number, phi: number): number {
  const rect: P2[] = [
    [-B / 2, -D / 2],
    [B / 2, -D / 2],
    [B / 2, D / 2],
    [-B / 2, D / 2],
  ] // (z, y)
  const up: P2 = [-Math.sin(phi), Math.cos(phi)]
  let lo = -2 * (B + D),
    hi = 2 * (B + D)
  for (let i = 0; i < 100; i++) {
    const c = (lo + hi) / 2
    if (polygonAreaCentroid(clipHalfPlane(rect, up, -c)).area < A) lo = c
    else hi = c
  }
  const [bz, by] = polygonAreaCentroid(clipHalfPlane(rect, up, -(lo + hi) / 2)).centroid
  const gy = -D / 2 + KG
  return by * Math.sin(phi) + bz * Math.cos(phi) - gy * Math.sin(phi)
}

describe('box barge GZ curve to 180° against its 2D section', () => {
  const L = 10,
    B = 4,
    D = 2,
    T = 0.8,
    KG = 1.3
  const hull = boxHull(L, D, B)
  const loading = { mass: RHO * L * B * T, centerOfMass: { x: 0, y: -D / 2 + KG, z: 0 } }
  const heels = Array.from({ length: 37 }, (_, i) => (i * 5 * Math.PI) / 180)
  const curve = rightingLeverCurve(hull, loading, { heels })

  it('GZ at every heel, through deck-edge immersion and bilge emergence', () => {
    for (let i = 0; i < heels.length; i++) {
      expect(Math.abs(curve.rightingLever[i] - boxSectionLever(B, D, KG, B * T, heels[i]))).toBeLessThan(1e-6)
    }
  })

  it('GM, the angle of vanishing stability and the largest lever', () => {
    expect(relErr(curve.metacentricHeight, T / 2 + (B * B) / (12 * T) - KG)).toBeLessThan(1e-9)
    // vanishing stability: the first heel past upright where the section's GZ falls through zero
    let lo = 0,
      hi = 0
    for (let phi = 0.01; phi < Math.PI; phi += 0.01) {
      if (boxSectionLever(B, D, KG, B * T, phi) < 0) {
        lo = phi - 0.01
        hi = phi
        break
      }
    }
    for (let i = 0; i < 60; i++) {
      const m = (lo + hi) / 2
      if (boxSectionLever(B, D, KG, B * T, m) > 0) lo = m
      else hi = m
    }
    expect(curve.angleOfVanishingStability).not.toBeNull()
    expect(Math.abs(curve.angleOfVanishingStability! - lo)).toBeLessThan(1e-6)
    let best = 0
    for (let phi = 0; phi < Math.PI; phi += 1e-3) best = Math.max(best, boxSectionLever(B, D, KG, B * T, phi))
    expect(curve.maxRightingLever).toBeLessThanOrEqual(best + 1e-6)
    // on the 5° grid the sampled maximum can sit below the true one by at most the curvature over 2.5°
    expect(curve.maxRightingLever).toBeGreaterThan(best - 0.02)
  })

  it('dynamic stability is ∫ GZ dφ (trimless box), by Simpson on the 2D section', () => {
    const end = heels[12] // 60°
    const n = 600
    let integral = 0
    for (let i = 0; i <= n; i++) {
      const w = i === 0 || i === n ? 1 : i % 2 ? 4 : 2
      integral += w * boxSectionLever(B, D, KG, B * T, (end * i) / n)
    }
    integral *= end / n / 3
    expect(Math.abs(curve.dynamicStability[12] - integral)).toBeLessThan(1e-6)
  })
})

describe('horizontal circular cylinder: the metacentre is the centre of the circle at any draft', () => {
  const R = 0.5,
    N = 128
  const g = new THREE.CylinderGeometry(R, R, 6, N, 1)
  g.rotateZ(Math.PI / 2) // axis along x, the ship's length
  const hull = createHull(g.attributes.position.array, g.index!.array)
  for (const s of [0.2, 0.5, 0.8]) {
    it(`s = ${s}: KM = R (within the faceting of a ${N}-gon)`, () => {
      const mass = s * RHO * hull.volume
      const eq = findEquilibrium(hull, { mass, centerOfMass: { x: 0, y: -0.4, z: 0 } })
      const st = stabilityAt(hull, eq.pose, { mass, centerOfMass: { x: 0, y: -0.4, z: 0 } })
      expect(Math.abs(st.heightOfMetacentre.transverse - R)).toBeLessThan(2e-3 * R)
      // and GM = KM − KG with KG = R − 0.4
      expect(Math.abs(st.metacentricHeight.transverse - 0.4)).toBeLessThan(2e-3 * R)
    })
  }
})

/**
 * The stable heels of a long square log of relative density s, from its 2D section: for each heel the
 * waterline is placed (bisection) so that the wet part of the unit square has area s; at constant
 * displacement the potential energy per unit weight is y_G − y_B, measured from the waterline, and the
 * stable rests are its local minima.
 */
function squareLogRests(s: number): number[] {
  const square: P2[] = [
    [-0.5, -0.5],
    [0.5, -0.5],
    [0.5, 0.5],
    [-0.5, 0.5],
  ]
  const potential = (phi: number) => {
    const up: P2 = [Math.sin(phi), Math.cos(phi)] // the world vertical in section coordinates
    let lo = -1,
      hi = 1
    for (let i = 0; i < 80; i++) {
      const c = (lo + hi) / 2
      if (polygonAreaCentroid(clipHalfPlane(square, up, -c)).area < s) lo = c
      else hi = c
    }
    const level = (lo + hi) / 2
    const { centroid } = polygonAreaCentroid(clipHalfPlane(square, up, -level))
    // G is the centre of the square, at height −level above the waterline; B at centroid·up − level
    return -(centroid[0] * up[0] + centroid[1] * up[1])
  }
  const rests: number[] = []
  const n = 360,
    step = Math.PI / n
  const U = Array.from({ length: n + 2 }, (_, i) => potential(-Math.PI / 2 + (i - 1) * step))
  for (let i = 1; i <= n; i++) {
    if (!(U[i] < U[i - 1] && U[i] <= U[i + 1])) continue
    // golden-section search on the bracket
    let a = -Math.PI / 2 + (i - 2) * step,
      b = a + 2 * step
    const r = (Math.sqrt(5) - 1) / 2
    for (let k = 0; k < 60; k++) {
      const x1 = b - r * (b - a),
        x2 = a + r * (b - a)
      if (potential(x1) < potential(x2)) b = x2
      else a = x1
    }
    rests.push((a + b) / 2)
  }
  return rests
}

describe('long square log of relative density s', () => {
  const hull = boxHull(12, 1, 1)
  /** A heel of a square section folded into [0, π/4] (its symmetries). */
  const fold = (phi: number) => {
    const m = ((phi % (Math.PI / 2)) + Math.PI / 2) % (Math.PI / 2)
    return Math.min(m, Math.PI / 2 - m)
  }
  const deg = (r: number) => (r * 180) / Math.PI

  for (const [s, regime, heelDeg] of [
    [0.15, 'upright (s < 0.211)', 0],
    [0.5, '45° (9/32 ≤ s ≤ 23/32)', 45],
    [0.7, '45°', 45],
    [0.75, 'intermediate: 26.565°', 26.565],
    [0.25, 'intermediate by symmetry s ↔ 1 − s', 26.565],
    [0.9, 'upright (s > 0.789)', 0],
  ] as [number, string, number][]) {
    it(`s = ${s}: ${regime}`, () => {
      const eq = findEquilibrium(
        hull,
        { mass: s * RHO * 12, centerOfMass: { x: 0, y: 0, z: 0 } },
        { initialHeel: 0.05 },
      )
      expect(eq.stable).toBe(true)
      expect(Math.abs(deg(fold(eq.heel)) - heelDeg)).toBeLessThan(0.01)
      expect(relErr(eq.displacedVolume, s * 12)).toBeLessThan(1e-6)
      // the 2D section computation agrees
      const rests = squareLogRests(s).map((r) => deg(fold(r)))
      expect(rests.length).toBeGreaterThan(0)
      for (const r of rests) expect(Math.abs(r - heelDeg)).toBeLessThan(0.01)
    })
  }
})
