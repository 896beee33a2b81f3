import { describe, expect, it } from 'vitest'
import { boxMesh, createHull, findEquilibrium, loadCargo, stabilityAt } from 'react-three-buoyancy/core'
import { RHO, barge } from './fixtures.js'

const zero9 = () => new Float64Array(9)

describe('loadCargo: mass properties by the parallel-axis theorem', () => {
  it('two halves of a box, as box cargo, combine to the whole box (closed form m/12 (b² + c²))', () => {
    const m = 600,
      a = 4,
      b = 2,
      c = 3
    const half = (x: number) => ({ mass: m / 2, position: { x, y: 0.5, z: -1 }, size: { x: a / 2, y: b, z: c } })
    const nothing = { mass: 0, centerOfMass: { x: 0, y: 0, z: 0 }, inertia: zero9() }
    const whole = loadCargo(nothing, [half(-a / 4), half(a / 4)])
    expect(whole.mass).toBe(m)
    expect(whole.centerOfMass).toEqual({ x: 0, y: 0.5, z: -1 })
    const expected = [
      (m / 12) * (b * b + c * c),
      0,
      0,
      0,
      (m / 12) * (c * c + a * a),
      0,
      0,
      0,
      (m / 12) * (a * a + b * b),
    ]
    expected.forEach((v, k) => expect(whole.inertia[k]).toBeCloseTo(v, 9))
  })

  it('point masses: G and the inertia about it agree with the direct sums Σ m r, Σ m (|r|² 1 − r rᵀ)', () => {
    const points = [
      { mass: 3, position: { x: 1, y: 2, z: -1 } },
      { mass: 5, position: { x: -2, y: 0.5, z: 3 } },
      { mass: 1.5, position: { x: 0.3, y: -4, z: 0.2 } },
    ]
    const base = { mass: 2, centerOfMass: { x: 0, y: 1, z: 1 } }
    const all = [{ mass: base.mass, position: base.centerOfMass }, ...points]
    const M = all.reduce((s, p) => s + p.mass, 0)
    const G = {
      x: all.reduce((s, p) => s + p.mass * p.position.x, 0) / M,
      y: all.reduce((s, p) => s + p.mass * p.position.y, 0) / M,
      z: all.reduce((s, p) => s + p.mass * p.position.z, 0) / M,
    }
    const I = zero9()
    for (const p of all) {
      const r = [p.position.x - G.x, p.position.y - G.y, p.position.z - G.z]
      const r2 = r[0] ** 2 + r[1] ** 2 + r[2] ** 2
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++) I[3 * i + j] += p.mass * ((i === j ? r2 : 0) - r[i] * r[j])
    }
    const loaded = loadCargo(base, points)
    expect(loaded.mass).toBeCloseTo(M, 12)
    expect(loaded.centerOfMass.x).toBeCloseTo(G.x, 12)
    expect(loaded.centerOfMass.y).toBeCloseTo(G.y, 12)
    expect(loaded.centerOfMass.z).toBeCloseTo(G.z, 12)
    for (let k = 0; k < 9; k++) expect(loaded.inertia[k]).toBeCloseTo(I[k], 10)
    // the principal moments are the eigenvalues: their sum is the trace
    const p = loaded.principalMoments
    expect(p.x + p.y + p.z).toBeCloseTo(I[0] + I[4] + I[8], 9)
  })

  it("a hull's own mass properties take cargo: moving one item moves G by m d / M", () => {
    const mesh = boxMesh(10, 2, 4)
    const hull = createHull(mesh.positions, mesh.indices)
    const own = hull.massProperties(300)
    const before = loadCargo(own, [{ mass: 2000, position: { x: 1, y: 0, z: -1.2 } }])
    const after = loadCargo(own, [{ mass: 2000, position: { x: 1, y: 0, z: 1.2 } }])
    expect(after.centerOfMass.z - before.centerOfMass.z).toBeCloseTo((2000 * 2.4) / before.mass, 12)
  })

  it('refuses a negative mass, a non-finite position and a negative size, naming the item', () => {
    const base = { mass: 10, centerOfMass: { x: 0, y: 0, z: 0 } }
    expect(() =>
      loadCargo(base, [
        { mass: 1, position: { x: 0, y: 0, z: 0 } },
        { mass: -5, position: { x: 0, y: 0, z: 0 } },
      ]),
    ).toThrow(/loadCargo: cargo\[1\]\.mass must be a finite number ≥ 0 \(kg\), got -5/)
    expect(() => loadCargo(base, [{ mass: 1, position: { x: NaN, y: 0, z: 0 } }])).toThrow(
      /cargo\[0\]\.position must have finite x, y, z/,
    )
    expect(() => loadCargo(base, [{ mass: 1, position: { x: 0, y: 0, z: 0 }, size: { x: 1, y: -1, z: 1 } }])).toThrow(
      /cargo\[0\]\.size must not be negative/,
    )
    expect(() => loadCargo({ mass: -1, centerOfMass: { x: 0, y: 0, z: 0 } }, [])).toThrow(/base\.mass/)
    expect(() => loadCargo({ mass: 0, centerOfMass: { x: 0, y: 0, z: 0 } }, [])).toThrow(/no mass/)
  })
})

describe('cargo lists the ship: tan φ ≈ w d / (Δ GM)', () => {
  // Box barge 40 × 5 × 10 m at 2 m draft; a 20 t cargo moved across the deck.
  const L = 40,
    D = 5,
    B = 10,
    T = 2
  const hull = barge(L, D, B)
  const displacement = RHO * L * B * T
  const cargo = 20000
  const ship = { mass: displacement - cargo, centerOfMass: { x: 0, y: -0.3, z: 0 }, inertia: zero9() }

  it('small shift d: the heel follows w d / (Δ GM) (within the cubic term), and exactly the wall-sided balance', () => {
    const centred = loadCargo(ship, [{ mass: cargo, position: { x: 0, y: 1, z: 0 } }])
    const upright = findEquilibrium(hull, centred)
    const GM = stabilityAt(hull, upright.pose, centred).metacentricHeight.transverse
    const BM = (B * B) / (12 * T)
    for (const d of [0.25, 1, 3]) {
      const moved = loadCargo(ship, [{ mass: cargo, position: { x: 0, y: 1, z: d } }])
      const e = findEquilibrium(hull, moved)
      const linear = (cargo * d) / (displacement * GM)
      expect(Math.abs(Math.tan(e.heel) - linear) / linear).toBeLessThan((0.5 * BM * linear * linear) / GM + 1e-9)
      // the wall-sided balance with the shift GG' = w d / Δ: tan φ (GM + ½ BM tan² φ) = GG'
      const t = Math.tan(e.heel)
      expect(t * (GM + 0.5 * BM * t * t)).toBeCloseTo((cargo * d) / displacement, 10)
    }
  })
})
