import { describe, expect, it } from 'vitest'
import {
  attitudeQuaternion,
  findEquilibrium,
  rightingLever,
  rightingLeverCurve,
  stabilityAt,
} from 'react-three-buoyancy/core'
import { DEG, RHO, barge } from './fixtures.js'

// Box barge, L × D × B (x, y, z), body origin at its centre: the keel is at y = −D/2.
const L = 30,
  D = 4,
  B = 8
const hull = barge(L, D, B)

function upright(draft: number) {
  return { position: { x: 0, y: D / 2 - draft, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
}

describe('box barge: hydrostatic particulars against the closed forms', () => {
  for (const T of [0.5, 1.7, 3.2]) {
    it(`draft ${T} m: KB = T/2, BM = B²/12T, BM_L = L²/12T, waterplane L × B, GM = KB + BM − KG`, () => {
      const KG = 2.1
      const loading = { mass: RHO * L * B * T, centerOfMass: { x: 0, y: KG - D / 2, z: 0 } }
      const s = stabilityAt(hull, upright(T), loading)
      const BM = (B * B) / (12 * T),
        BML = (L * L) / (12 * T)
      expect(s.displacedVolume).toBeCloseTo(L * B * T, 9)
      expect(s.heightOfBuoyancy).toBeCloseTo(T / 2, 12)
      expect(s.waterplaneArea).toBeCloseTo(L * B, 9)
      expect(s.waterplaneInertia.transverse).toBeCloseTo((L * B ** 3) / 12, 8)
      expect(s.waterplaneInertia.longitudinal).toBeCloseTo((B * L ** 3) / 12, 7)
      expect(s.waterplaneInertia.product).toBeCloseTo(0, 8)
      expect(s.metacentricRadius.transverse).toBeCloseTo(BM, 12)
      expect(s.metacentricRadius.longitudinal).toBeCloseTo(BML, 10)
      expect(s.heightOfGravity).toBeCloseTo(KG, 12)
      expect(s.heightOfMetacentre.transverse).toBeCloseTo(T / 2 + BM, 12)
      expect(s.metacentricHeight.transverse).toBeCloseTo(T / 2 + BM - KG, 12)
      expect(s.metacentricHeight.longitudinal).toBeCloseTo(T / 2 + BML - KG, 10)
      // M above B on the vertical through it, in the world and in the body
      expect(s.metacentre.transverse.y - s.centerOfBuoyancy.y).toBeCloseTo(BM, 12)
      expect(s.metacentreBody.transverse.y).toBeCloseTo(-D / 2 + T / 2 + BM, 12)
      expect(s.centerOfFlotation.x).toBeCloseTo(0, 12)
      expect(s.centerOfFlotation.z).toBeCloseTo(0, 12)
    })
  }

  it('findEquilibrium puts the even-keel barge at draft T = m / (ρ L B), upright, stable', () => {
    const T = 1.3
    const e = findEquilibrium(hull, { mass: RHO * L * B * T, centerOfMass: { x: 0, y: 0, z: 0 } })
    expect(e.draft).toBeCloseTo(T, 12)
    expect(e.heave).toBeCloseTo(D / 2 - T, 12)
    expect(Math.abs(e.heel)).toBeLessThan(1e-12)
    expect(Math.abs(e.trim)).toBeLessThan(1e-12)
    expect(e.stable).toBe(true)
    expect(e.displacedVolume).toBeCloseTo(L * B * T, 9)
  })

  it('a G high enough for negative GM is unstable upright: the barge lolls and reports it', () => {
    // (the loll angle must come before the deck edge, tan φ < 2 min(T, D − T) / B, for the closed form)
    const T = 2
    const KG = T / 2 + (B * B) / (12 * T) + 0.1 // GM = −0.1 m
    const loading = { mass: RHO * L * B * T, centerOfMass: { x: 0, y: KG - D / 2, z: 0 } }
    const e = findEquilibrium(hull, loading)
    // wall-sided: GZ = sin φ (GM + ½ BM tan² φ) = 0 → tan φ = √(−2 GM / BM)
    const BM = (B * B) / (12 * T)
    const loll = Math.atan(Math.sqrt((2 * 0.1) / BM))
    expect(e.heel).toBeCloseTo(loll, 9)
    expect(e.stable).toBe(true)
    const curve = rightingLeverCurve(hull, loading, { heels: Array.from({ length: 31 }, (_, i) => i * DEG) })
    expect(curve.metacentricHeight).toBeCloseTo(-0.1, 10)
    expect(curve.angleOfLoll).not.toBeNull()
    expect(curve.angleOfLoll!).toBeCloseTo(loll, 9)
  })
})

describe('box barge: wall-sided righting levers', () => {
  const T = 2,
    KG = 2.2
  const loading = { mass: RHO * L * B * T, centerOfMass: { x: 0, y: KG - D / 2, z: 0 } }
  const BM = (B * B) / (12 * T)
  const GM = T / 2 + BM - KG
  // deck edge and bilge stay out of and in the water while (B/2) tan φ < min(T, D − T)
  const limit = Math.atan((2 * Math.min(T, D - T)) / B)

  it(`GZ = sin φ (GM + ½ BM tan² φ) up to the deck edge (${(limit / DEG).toFixed(1)}°)`, () => {
    const heels = Array.from({ length: 21 }, (_, i) => (i / 20) * limit * 0.999)
    const curve = rightingLeverCurve(hull, loading, { heels })
    heels.forEach((phi, i) => {
      const wallSided = Math.sin(phi) * (GM + 0.5 * BM * Math.tan(phi) ** 2)
      expect(curve.rightingLever[i]).toBeCloseTo(wallSided, 11)
      // the dynamic stability, ∫ GZ dφ, in closed form: GM (1 − cos φ) + ½ BM (1 − cos φ)² / cos φ
      const c = Math.cos(phi)
      expect(curve.dynamicStability[i]).toBeCloseTo(GM * (1 - c) + (0.5 * BM * (1 - c) ** 2) / c, 11)
      expect(Math.abs(curve.trim[i])).toBeLessThan(1e-12)
    })
    expect(curve.metacentricHeight).toBeCloseTo(GM, 11)
  })

  it('a curve whose heels start past the rest keeps its range from its first heel, not from the capsized rest', () => {
    const heels = Array.from({ length: 85 }, (_, i) => (2 + 2 * i) * DEG)
    const curve = rightingLeverCurve(hull, loading, { heels })
    const whole = rightingLeverCurve(hull, loading)
    expect(curve.rightingLever[0]).toBeGreaterThan(0)
    // the same vanishing angle as the curve from upright, a zero of the true lever
    expect(curve.angleOfVanishingStability).toBeCloseTo(whole.angleOfVanishingStability!, 10)
    expect(curve.rangeOfStability).toEqual({ from: heels[0], to: curve.angleOfVanishingStability })
    // the capsized rest past the vanishing angle is still an equilibrium heel, not the range's start
    expect(curve.equilibriumHeels.every((heel) => heel > curve.angleOfVanishingStability!)).toBe(true)
  })

  it('past the deck edge the lever falls below the wall-sided formula', () => {
    const phi = limit + 10 * DEG
    const gz = rightingLever(hull, loading, phi).rightingLever
    expect(gz).toBeLessThan(Math.sin(phi) * (GM + 0.5 * BM * Math.tan(phi) ** 2) - 1e-3)
  })

  it('the default curve (0 to 180°): upright rest, maximum, vanishing angle and range', () => {
    const curve = rightingLeverCurve(hull, loading)
    expect(curve.heel.length).toBe(91)
    expect(curve.equilibriumHeels[0]).toBe(0)
    expect(curve.angleOfLoll).toBeNull()
    const vanishing = curve.angleOfVanishingStability!
    expect(vanishing).toBeGreaterThan(limit)
    expect(vanishing).toBeLessThan(Math.PI)
    // the refined vanishing angle is a zero of the true lever
    expect(Math.abs(rightingLever(hull, loading, vanishing).rightingLever)).toBeLessThan(1e-8)
    expect(curve.rangeOfStability).toEqual({ from: 0, to: vanishing })
    // the maximum is no smaller than any sample, and the lever there is what rightingLever gives
    for (const gz of curve.rightingLever) expect(curve.maxRightingLever).toBeGreaterThanOrEqual(gz)
    expect(rightingLever(hull, loading, curve.angleOfMaxRightingLever).rightingLever).toBeCloseTo(
      curve.maxRightingLever,
      12,
    )
    // dynamic stability is the integral of the lever: trapezoid rule on the 2° samples agrees to its own error
    let trapezoid = 0
    for (let i = 1; i < curve.heel.length; i++) {
      trapezoid += 0.5 * (curve.rightingLever[i] + curve.rightingLever[i - 1]) * (curve.heel[i] - curve.heel[i - 1])
      expect(curve.dynamicStability[i]).toBeCloseTo(trapezoid, 3)
    }
  })
})

describe('box barge: the largest lever where the deck edge goes under', () => {
  // 30 × 2 × 3 m at 0.7 of the water's density, G at mid-depth: the lever peaks at 48.22° where the curve
  // has a kink (an independent audit's own maximum); a parabola through the 2° samples missed it and the
  // 48° sample was reported
  it('the reported heel is the maximum of the true lever to 0.001°', () => {
    const narrow = barge(30, 2, 3)
    const load = { mass: 0.7 * RHO * 30 * 2 * 3, centerOfMass: { x: 0, y: 0, z: 0 } }
    const curve = rightingLeverCurve(narrow, load)
    const peak = curve.angleOfMaxRightingLever
    for (const step of [-1e-3, 1e-3]) {
      const beside = rightingLever(narrow, load, peak + step * DEG).rightingLever
      expect(beside).toBeLessThanOrEqual(curve.maxRightingLever + 1e-12)
    }
    expect(peak / DEG).toBeGreaterThan(48.2)
    expect(peak / DEG).toBeLessThan(48.24)
  })
})

describe('box barge: equilibrium with an off-centre G', () => {
  const T = 1.8,
    KG = 2.3
  const BM = (B * B) / (12 * T)
  const GM = T / 2 + BM - KG

  it('transverse offset: the heel solves the wall-sided balance sin φ (GM + ½ BM tan² φ) = g cos φ', () => {
    for (const offset of [0.05, -0.2, 0.6]) {
      const loading = { mass: RHO * L * B * T, centerOfMass: { x: 0, y: KG - D / 2, z: offset } }
      const e = findEquilibrium(hull, loading)
      // independent: Newton on the closed form, from the linear estimate
      let phi = Math.atan(offset / GM)
      for (let i = 0; i < 50; i++) {
        const f = Math.sin(phi) * (GM + 0.5 * BM * Math.tan(phi) ** 2) - offset * Math.cos(phi)
        const h = 1e-7
        const f2 = Math.sin(phi + h) * (GM + 0.5 * BM * Math.tan(phi + h) ** 2) - offset * Math.cos(phi + h)
        phi -= f / ((f2 - f) / h)
      }
      // G toward +z lists the barge to that side: a positive heel (body +y turns toward +z)
      expect(e.heel).toBeCloseTo(phi, 9)
      expect(e.stable).toBe(true)
      expect(Math.abs(e.rightingLever.transverse)).toBeLessThan(1e-8)
      // the GZ curve of the same loading crosses zero at the same heel
      const curve = rightingLeverCurve(hull, loading, { heels: Array.from({ length: 41 }, (_, i) => (i - 20) * DEG) })
      expect(curve.equilibriumHeels.length).toBe(1)
      expect(curve.equilibriumHeels[0]).toBeCloseTo(phi, 9)
    }
  })

  it('offsets along and across: orientation and draft match the wall-sided box solved independently', () => {
    // Water plane in body coordinates y = y0 + p x + q z; over the keel the depth is d0 + p x + q z.
    // For a box: B = (p L²/12d0, −D/2 + (d0² + p²L²/12 + q²B²/12)/(2 d0), q B²/12d0), and the
    // equilibrium has G − B along the plane's normal (−p, 1, −q): a fixed-point iteration on p, q.
    const G = { x: 0.9, y: KG - D / 2, z: -0.15 }
    const d0 = T
    let p = 0,
      q = 0
    for (let i = 0; i < 500; i++) {
      const By = -D / 2 + (d0 * d0 + (p * p * L * L) / 12 + (q * q * B * B) / 12) / (2 * d0)
      p = G.x / ((L * L) / (12 * d0) + By - G.y)
      q = G.z / ((B * B) / (12 * d0) + By - G.y)
    }
    const e = findEquilibrium(hull, { mass: RHO * L * B * T, centerOfMass: G })
    const q0 = e.pose.quaternion
    // body components of the world vertical: the second row of the rotation matrix
    const ny = {
      x: 2 * (q0.x * q0.y + q0.z * q0.w),
      y: 1 - 2 * (q0.x * q0.x + q0.z * q0.z),
      z: 2 * (q0.y * q0.z - q0.x * q0.w),
    }
    const n = Math.hypot(p, 1, q)
    expect(ny.x).toBeCloseTo(-p / n, 10)
    expect(ny.y).toBeCloseTo(1 / n, 10)
    expect(ny.z).toBeCloseTo(-q / n, 10)
    // the waterline crosses the body y axis at y0 = d0 − D/2: world height heave + R_yy y0 = 0
    expect(e.heave + ny.y * (d0 - D / 2)).toBeCloseTo(0, 10)
    expect(e.stable).toBe(true)
    // wall-sided all round: every keel corner wet, every deck corner dry
    for (const sx of [-1, 1])
      for (const sz of [-1, 1]) {
        const depth = d0 + (p * sx * L) / 2 + (q * sz * B) / 2
        expect(depth).toBeGreaterThan(0)
        expect(depth).toBeLessThan(D)
      }
  })

  it('the water level moves the heave, not the attitude', () => {
    const loading = { mass: RHO * L * B * T, centerOfMass: { x: 0.4, y: KG - D / 2, z: 0.1 } }
    const a = findEquilibrium(hull, loading)
    const b = findEquilibrium(hull, loading, { level: 3.5 })
    expect(b.heave).toBeCloseTo(a.heave, 10)
    expect(b.pose.position.y).toBeCloseTo(a.pose.position.y + 3.5, 10)
    expect(b.heel).toBeCloseTo(a.heel, 10)
    expect(b.trim).toBeCloseTo(a.trim, 10)
  })

  it('held heel or trim stays where it was put', () => {
    const loading = { mass: RHO * L * B * T, centerOfMass: { x: 0.4, y: KG - D / 2, z: 0.1 } }
    const e = findEquilibrium(hull, loading, { freeHeel: false, initialHeel: 5 * DEG })
    expect(e.heel).toBe(5 * DEG)
    expect(Math.abs(e.rightingLever.longitudinal)).toBeLessThan(1e-8)
    const q = attitudeQuaternion(5 * DEG, e.trim, { x: 0, y: 0, z: 0, w: 1 })
    expect(e.pose.quaternion).toEqual(q)
  })
})
