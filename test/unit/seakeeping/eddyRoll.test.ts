import { World } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import { boatHullMesh, boxMesh, createHull, cylinderMesh, findEquilibrium, flatWater } from 'react-three-buoyancy/core'
import type { Hull } from 'react-three-buoyancy/core'
import { eddyRollDamping } from '../../../src/core/seakeeping/eddyRoll.js'
import { wetSections } from '../../../src/core/seakeeping/hullSections.js'
import { refinedMesh } from '../refinedMesh.js'

// Ikeda's eddy-making roll damping (src/core/seakeeping/eddyRoll.ts) against what Ikeda measured and his
// closed form for barges, and what it does to a box's roll.

const hullOf = (mesh: { positions: ArrayLike<number>; indices: ArrayLike<number> }) =>
  createHull(mesh.positions, mesh.indices)

/** M (N·m·s²) of a hull floating at `density` (uniform, its centre of mass the body origin). */
function eddyOf(hull: Hull, mass: number, water: number) {
  const { pose } = findEquilibrium(hull, { mass, centerOfMass: { x: 0, y: 0, z: 0 } }, { density: water })
  const sections = wetSections(hull, pose, 10, 20)
  return { coefficient: eddyRollDamping(sections, water), sections }
}

describe('the eddy-making roll damping of a hull at zero speed', () => {
  it("a rectangular cylinder, B/T 2.5 rolling about its waterline: within 15 % of Ikeda's measured B*_E", () => {
    // Ikeda, Himeno and Tanaka (1978), the 2-D rectangular model B 0.28 m, T 0.112 m, L 0.8 m, OG 0, at
    // φa 0.175 rad and ω̂ = ω √(B / 2g) = 1: B̂*_E = M φa ω̂ / (ρ ∇ B²) ≈ 0.042 (as digitised by
    // Alexandersson, "Ikeda two-dimensional cylinders", Mendeley Data 2021, doi 10.17632/p3r9nmtvyj.1)
    const hull = hullOf(boxMesh(0.8, 0.224, 0.28))
    const { coefficient } = eddyOf(hull, 500 * hull.volume, 1000)
    const measured = 0.042
    const got = (coefficient * 0.175) / (1000 * 0.8 * 0.28 * 0.112 * 0.28 ** 2)
    expect(Math.abs(got / measured - 1)).toBeLessThan(0.15)
  })

  it("a 20 × 4 × 8 m barge: 0.6–1 × Ikeda's sharp-cornered barge formula", () => {
    // Ikeda (1993), B_E = (2/π) ρ L d⁴ (H₀² + 1 − OG/d)(H₀² + (1 − OG/d)²) φa ω, i.e. the quadratic
    // coefficient ¾ ρ L d⁴ (…)(…): a fit to barges of its own, 1.31 × the rectangular cylinder's
    // measurement above; the naked-hull method gives 0.70 × it on the barge's sections
    const hull = hullOf(boxMesh(20, 4, 8))
    const { coefficient, sections } = eddyOf(hull, 512.5 * hull.volume, 1025)
    const d = 2,
      h0 = 8 / (2 * d),
      og = -sections.centreHeight
    expect(Math.abs(og)).toBeLessThan(1e-6)
    const barge = 0.75 * 1025 * 20 * d ** 4 * (h0 * h0 + 1 - og / d) * (h0 * h0 + (1 - og / d) ** 2)
    expect(coefficient / barge).toBeGreaterThan(0.6)
    expect(coefficient / barge).toBeLessThan(1)
  })

  it('round sections shed little: a horizontal cylinder and a round-bilged boat, beside boxes of their size', () => {
    // a cylinder along x (cylinderMesh is along y: turned a quarter about z), half under water
    const upright = cylinderMesh(1, 6, 64)
    const positions = Float64Array.from(upright.positions)
    for (let v = 0; v < positions.length; v += 3) {
      const [x, y] = [positions[v], positions[v + 1]]
      positions[v] = y
      positions[v + 1] = -x
    }
    const cylinder = createHull(positions, upright.indices)
    const round = eddyOf(cylinder, 0.5 * 1025 * cylinder.volume, 1025).coefficient
    const square = hullOf(boxMesh(6, 2, 2))
    const sharp = eddyOf(square, 0.5 * 1025 * square.volume, 1025).coefficient
    expect(round).toBeLessThan(0.01 * sharp)
    // the reference boat (round bilge) against the barge of its length, beam and draft
    const boat = hullOf(
      boatHullMesh({ length: 30, beam: 8, depth: 4, bilge: 'round', stations: 40, sectionSegments: 12 }),
    )
    const barge = hullOf(boxMesh(30, 4, 8))
    const boatEddy = eddyOf(boat, 0.5 * 1025 * boat.volume, 1025).coefficient
    const bargeEddy = eddyOf(barge, 0.5 * 1025 * barge.volume, 1025).coefficient
    expect(boatEddy).toBeLessThan(0.05 * bargeEddy)
  })

  it('the sections are read the same from any tessellation: a barge of 12 and of 768 triangles, a cylinder of 64 sides', () => {
    const barge = boxMesh(20, 4, 8)
    const [coarse, fine] = [barge, refinedMesh(barge, 8)].map((mesh) => {
      const hull = hullOf(mesh)
      return eddyOf(hull, 500 * hull.volume, 1025)
    })
    // the fine barge's vertices lie on the waterline, and its segments come in any order
    expect(fine.sections.shapes[3].waterlinePoints).toBe(2)
    expect(fine.sections.shapes[3].area).toBeCloseTo(coarse.sections.shapes[3].area, 6)
    expect(fine.coefficient / coarse.coefficient).toBeCloseTo(1, 6)
    // a section's area is half the 64-gon's, (64 / 2) sin(2π / 64) r² / 2, when it floats half under
    const upright = cylinderMesh(1, 6, 64)
    const positions = Float64Array.from(upright.positions)
    for (let v = 0; v < positions.length; v += 3) [positions[v], positions[v + 1]] = [positions[v + 1], -positions[v]]
    const cylinder = createHull(positions, upright.indices)
    const { sections } = eddyOf(cylinder, 0.5 * 1025 * cylinder.volume, 1025)
    for (const shape of sections.shapes) expect(shape.area).toBeCloseTo(16 * Math.sin((2 * Math.PI) / 64), 6)
  })

  it('sections that are not one hull at the waterline add nothing', () => {
    const hull = hullOf(boxMesh(20, 4, 8))
    const { pose } = findEquilibrium(hull, { mass: 512.5 * hull.volume, centerOfMass: { x: 0, y: 0, z: 0 } })
    const sections = wetSections(hull, pose, 10, 20)
    const whole = eddyRollDamping(sections, 1025)
    const split = {
      ...sections,
      shapes: sections.shapes.map((shape, i) => (i < 5 ? { ...shape, waterlinePoints: 4 } : shape)),
    }
    expect(eddyRollDamping(split, 1025)).toBeCloseTo(whole / 2, 6)
  })
})

describe("a box's roll with the defaults", () => {
  it('a 10 × 2 × 4 m box let go at 20° of heel is below 2° within four periods, where its drag alone took ten', () => {
    // (found by an independent audit: 12.3°, 8.4°, 6.1°, 4.6° … at each period, 1° only after 38 s)
    const hull = hullOf(boxMesh(10, 2, 4))
    const made = createBuoyantBody(
      hull,
      { density: 512.5 },
      { quaternion: { x: Math.sin(Math.PI / 18), y: 0, z: 0, w: Math.cos(Math.PI / 18) } },
    )
    const world = new World()
    world.gravity.set(0, -9.81, 0)
    world.addBody(made.body)
    attachBuoyancy(world, made.body, made.hull, flatWater(0))
    const heel = () => {
      const { x, w } = made.body.quaternion
      return (2 * Math.atan2(Math.abs(x), Math.abs(w)) * 180) / Math.PI
    }
    // the roll period with added inertia is about 3.5 s
    let largestAfter = 0
    for (let step = 0; step < 60 * 20; step++) {
      world.step(1 / 60)
      if (world.time > 4 * 3.5) largestAfter = Math.max(largestAfter, heel())
    }
    expect(largestAfter).toBeLessThan(2)
    expect(largestAfter).toBeGreaterThan(0)
  })
})
