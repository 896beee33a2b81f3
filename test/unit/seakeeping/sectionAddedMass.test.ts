import { describe, expect, it } from 'vitest'
import { boxMesh, createHull, cylinderMesh } from '../../../src/core/internal.js'
import { sectionAddedMass } from '../../../src/core/seakeeping/sectionAddedMass.js'
import { wetSections } from '../../../src/core/seakeeping/hullSections.js'
import type { Hull, Pose } from '../../../src/core/internal.js'
import { contour } from './contour.js'

const RHO = 1025

/**
 * The Lewis form z = M (ζ + a1 / ζ + a3 / ζ³) on |ζ| = 1 (Lewis 1929), its half below the waterline, and
 * its added mass by the conformal map (independent of the panel method): heave ρ π/2 M² ((1 + a1)² + 3 a3²);
 * roll about the origin from the rotation's stream function −½ |z|² on the contour, whose harmonics
 * cos 2θ and cos 4θ have amplitudes M² a1 (1 + a3) and M² a3, the flow's energy π Σ k C_k² halved by the
 * free surface: ρ π M⁴ ((a1 (1 + a3))² + 2 a3²).
 */
function lewisForm(a1: number, a3: number, m: number) {
  const points: Array<[number, number]> = []
  for (let k = 0; k <= 150; k++) {
    const t = (Math.PI * k) / 150
    points.push([
      m * ((1 + a1) * Math.cos(t) + a3 * Math.cos(3 * t)),
      -m * ((1 - a1) * Math.sin(t) - a3 * Math.sin(3 * t)),
    ])
  }
  return {
    segments: contour(points),
    heave: ((RHO * Math.PI) / 2) * m * m * ((1 + a1) ** 2 + 3 * a3 * a3),
    roll: RHO * Math.PI * m ** 4 * ((a1 * (1 + a3)) ** 2 + 2 * a3 * a3),
  }
}

describe('sectionAddedMass (panel method, φ = 0 on the free surface)', () => {
  it('gives a half-immersed circle ρ π R² / 2 in heave and no roll inertia about its centre', () => {
    const points: Array<[number, number]> = []
    for (let k = 0; k <= 150; k++) points.push([2 * Math.cos((Math.PI * k) / 150), -2 * Math.sin((Math.PI * k) / 150)])
    const circle = sectionAddedMass(contour(points), RHO)
    expect(circle.heave / ((RHO * Math.PI * 4) / 2)).toBeCloseTo(1, 2)
    expect(Math.abs(circle.roll)).toBeLessThan(1e-9 * circle.heave)
  })

  it.each([
    ['an ellipse (a3 = 0)', 0.4, 0],
    ['a full box-like form (B/T = 4, σ ≈ 1)', 0.292, -0.124],
    ['a deep V-like form', -0.25, 0.05],
  ])('agrees with the conformal map of %s', (_, a1, a3) => {
    const form = lewisForm(a1, a3, 3)
    const panels = sectionAddedMass(form.segments, RHO, 0, 120)
    expect(panels.heave / form.heave).toBeCloseTo(1, 2)
    expect(panels.roll / form.roll).toBeCloseTo(1, 2)
  })

  it('rolls about the axis it is given (a rectangle about its waterline and 1 m above)', () => {
    const rectangle = contour([
      [4, 0],
      [4, -2],
      [-4, -2],
      [-4, 0],
    ])
    const atWaterline = sectionAddedMass(rectangle, RHO, 0)
    const above = sectionAddedMass(rectangle, RHO, 1)
    // sharp bilges: far more than the Lewis form of the same beam, draft and area (42,600 kg·m²/m)
    expect(atWaterline.roll).toBeGreaterThan(58_000)
    expect(atWaterline.roll).toBeLessThan(62_000)
    expect(above.roll).toBeGreaterThan(atWaterline.roll)
    expect(above.heave).toBe(atWaterline.heave)
  })
})

/** Strip theory's roll added inertia at high frequency: the hull's wet sections (hullSections.ts) summed. */
function rollAddedInertiaByStrips(hull: Hull, pose: Pose, density: number): number {
  const sections = wetSections(hull, pose, 8, 48)
  let sum = 0
  for (const section of sections.segments) sum += sectionAddedMass(section, density, sections.centreHeight, 48).roll
  return sum * sections.spacing
}

describe('wetSections (the hull cut into close-fit sections), through the roll added inertia', () => {
  const upright = { x: 0, y: 0, z: 0, w: 1 }

  it('sums a box’s rectangular sections over its length, coarse or finely tessellated', () => {
    const box = boxMesh(20, 4, 8)
    const pose = { position: { x: 0, y: 0, z: 0 }, quaternion: upright }
    const strips = rollAddedInertiaByStrips(createHull(box.positions, box.indices), pose, RHO)
    const rectangle = contour([
      [4, 0],
      [4, -2],
      [-4, -2],
      [-4, 0],
    ])
    const section = sectionAddedMass(rectangle, RHO, 0, 48).roll
    expect(strips / (20 * section)).toBeCloseTo(1, 6)
    // the same box with every face split into 16 × 16 pieces: its sections chained into panels again
    const fine = subdivide(box.positions, box.indices, 16)
    expect(rollAddedInertiaByStrips(createHull(fine.positions, fine.indices), pose, RHO) / strips).toBeCloseTo(1, 2)
  })

  it('finds no roll inertia for a half-immersed horizontal cylinder about its axis', () => {
    const cylinder = cylinderMesh(1, 10, 64)
    // the mesh's axis is y: turned onto x
    const s = Math.SQRT1_2
    const pose = { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: s, w: s } }
    const hull = createHull(cylinder.positions, cylinder.indices)
    const roll = rollAddedInertiaByStrips(hull, pose, RHO)
    // against a flat plate of the same beam (ρ π b⁴ / 16 per metre, b = 2 m): three orders less
    expect(Math.abs(roll)).toBeLessThan(1e-3 * ((RHO * Math.PI * 16) / 16) * 10)
  })
})

/** Each triangle of a mesh split into n² similar triangles (vertices not shared: createHull welds them). */
function subdivide(positions: Float32Array | Float64Array, indices: Uint32Array | Uint16Array, n: number) {
  const out: number[] = []
  const index: number[] = []
  for (let t = 0; t < indices.length; t += 3) {
    const [a, b, c] = [0, 1, 2].map((k) => [0, 1, 2].map((d) => positions[3 * indices[t + k] + d]))
    const point = (i: number, j: number) =>
      [0, 1, 2].map((d) => a[d] + ((b[d] - a[d]) * i) / n + ((c[d] - a[d]) * j) / n)
    for (let i = 0; i < n; i++) {
      for (let j = 0; i + j < n; j++) {
        const tris = [[point(i, j), point(i + 1, j), point(i, j + 1)]]
        if (i + j + 1 < n) tris.push([point(i + 1, j), point(i + 1, j + 1), point(i, j + 1)])
        for (const tri of tris) {
          for (const p of tri) {
            index.push(out.length / 3)
            out.push(...p)
          }
        }
      }
    }
  }
  return { positions: Float64Array.from(out), indices: Uint32Array.from(index) }
}
