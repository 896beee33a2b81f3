import { Body, Box, Vec3 } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import {
  applyMassProperties,
  centerHull,
  combineMassProperties,
  createBuoyantBody,
  hullMassProperties,
  pointMassProperties,
  principalFrame,
} from 'react-three-buoyancy/cannon'
import { boxMesh, createHull, transformHull } from 'react-three-buoyancy/core'
import type { Quaternion, Vector } from 'react-three-buoyancy/core'

const box = (w: number, h: number, d: number) => createHull(boxMesh(w, h, d).positions, boxMesh(w, h, d).indices)
const turn = (axis: [number, number, number], angle: number): Quaternion => {
  const n = Math.hypot(...axis),
    s = Math.sin(angle / 2) / n
  return { x: axis[0] * s, y: axis[1] * s, z: axis[2] * s, w: Math.cos(angle / 2) }
}
function rotate(q: Quaternion, v: Vector): Vector {
  const { x, y, z, w } = q
  return {
    x: (1 - 2 * (y * y + z * z)) * v.x + 2 * (x * y - z * w) * v.y + 2 * (x * z + y * w) * v.z,
    y: 2 * (x * y + z * w) * v.x + (1 - 2 * (x * x + z * z)) * v.y + 2 * (y * z - x * w) * v.z,
    z: 2 * (x * z - y * w) * v.x + 2 * (y * z + x * w) * v.y + (1 - 2 * (x * x + y * y)) * v.z,
  }
}

describe('hullMassProperties', () => {
  it('takes a density or a total mass: a 1 × 2 × 3 box of 6000 kg is 1000 kg/m³, with I = m (b² + c²)/12', () => {
    const hull = box(1, 2, 3)
    const byMass = hullMassProperties(hull, { mass: 6000 })
    const byDensity = hullMassProperties(hull, { density: 1000 })
    expect(byMass.mass).toBeCloseTo(6000, 9)
    expect(byMass.density).toBeCloseTo(1000, 9)
    expect(byDensity.inertia[0]).toBeCloseTo((6000 * (4 + 9)) / 12, 6)
    expect(byDensity.inertia[4]).toBeCloseTo((6000 * (1 + 9)) / 12, 6)
    expect(byDensity.inertia[8]).toBeCloseTo((6000 * (1 + 4)) / 12, 6)
  })

  it('refuses both, neither, or a bad number', () => {
    const hull = box(1, 1, 1)
    expect(() => hullMassProperties(hull, { density: 1, mass: 1 } as never)).toThrow(/not both/)
    expect(() => hullMassProperties(hull, { mass: -1 })).toThrow(/hullMassProperties: mass must be a finite number > 0/)
    expect(() => hullMassProperties(hull, { density: 0 })).toThrow(/hullMassProperties: density must be/)
    expect(() => hullMassProperties(hull, { density: NaN })).toThrow(/density/)
    expect(() => hullMassProperties(hull, {} as never)).toThrow(/density/)
  })
})

describe('combineMassProperties (parallel axes)', () => {
  it('two point masses m at ±d on x: centre at 0, I_yy = I_zz = 2 m d², I_xx = 0', () => {
    const c = combineMassProperties([
      pointMassProperties(3, { x: 2, y: 0, z: 0 }),
      pointMassProperties(3, { x: -2, y: 0, z: 0 }),
    ])
    expect(c.mass).toBe(6)
    expect(c.centerOfMass.x).toBeCloseTo(0, 12)
    expect(c.inertia[0]).toBeCloseTo(0, 12)
    expect(c.inertia[4]).toBeCloseTo(2 * 3 * 4, 12)
    expect(c.inertia[8]).toBeCloseTo(2 * 3 * 4, 12)
    expect(c.density).toBe(Infinity)
  })

  it('a box plus cargo equals the parallel-axis sum done by hand', () => {
    const hull = box(2, 1, 4)
    const solid = hullMassProperties(hull, { mass: 1000 })
    const cargo = pointMassProperties(250, { x: 0.5, y: 0.3, z: -1 })
    const c = combineMassProperties([solid, cargo])
    const cx = (250 * 0.5) / 1250,
      cy = (250 * 0.3) / 1250,
      cz = (250 * -1) / 1250
    // I_xx about the common centre: solid's own + 1000 (cy² + cz²) + 250 ((0.3 − cy)² + (−1 − cz)²)
    const ixx = (1000 * (1 + 16)) / 12 + 1000 * (cy * cy + cz * cz) + 250 * ((0.3 - cy) ** 2 + (-1 - cz) ** 2)
    const ixz = -(1000 * (0 - cx) * (0 - cz) + 250 * (0.5 - cx) * (-1 - cz))
    expect(c.centerOfMass.x).toBeCloseTo(cx, 12)
    expect(c.centerOfMass.y).toBeCloseTo(cy, 12)
    expect(c.centerOfMass.z).toBeCloseTo(cz, 12)
    expect(c.inertia[0]).toBeCloseTo(ixx, 8)
    expect(c.inertia[2]).toBeCloseTo(ixz, 8)
    expect(c.density).toBeCloseTo(1250 / 8, 9)
  })

  it('refuses an empty list or a bad part, naming its index', () => {
    expect(() => combineMassProperties([])).toThrow(/non-empty/)
    const bad = { ...pointMassProperties(1, { x: 0, y: 0, z: 0 }), mass: NaN }
    expect(() => combineMassProperties([pointMassProperties(1, { x: 0, y: 0, z: 0 }), bad])).toThrow(/part 1/)
  })
})

describe('principalFrame', () => {
  it('keeps the axes of a diagonal tensor (no permutation, even though its moments are not sorted)', () => {
    const f = principalFrame(hullMassProperties(box(3, 1, 2), { density: 100 }))
    expect(f.rotation.w).toBe(1)
    // I_yy = 13 m/12 > I_zz = 10 m/12: not in the ascending order an eigen-solver returns
    expect(f.moments.y).toBeGreaterThan(f.moments.z)
  })

  it("finds a turned box's own axes, as the rotation nearest the identity", () => {
    const q = turn([1, 1, 0], 0.3)
    const turned = transformHull(box(3, 1, 2), { x: 0, y: 0, z: 0 }, q)
    const f = principalFrame(turned.massProperties(100))
    // the principal frame is the box's: rotation = q (up to round-off), moments those of the box
    const dot = Math.abs(f.rotation.x * q.x + f.rotation.y * q.y + f.rotation.z * q.z + f.rotation.w * q.w)
    expect(dot).toBeCloseTo(1, 9)
    const m = 100 * 6
    expect(f.moments.x).toBeCloseTo((m * (1 + 4)) / 12, 6)
    expect(f.moments.y).toBeCloseTo((m * (9 + 4)) / 12, 6)
    expect(f.moments.z).toBeCloseTo((m * (9 + 1)) / 12, 6)
  })
})

describe('applyMassProperties', () => {
  it('sets mass, inertia and their inverses, and makes a static body dynamic', () => {
    const body = new Body()
    expect(body.type).toBe(Body.STATIC)
    const applied = applyMassProperties(body, hullMassProperties(box(1, 2, 3), { mass: 60 }))
    expect(body.type).toBe(Body.DYNAMIC)
    expect(body.mass).toBe(60)
    expect(body.invMass).toBeCloseTo(1 / 60, 15)
    expect(body.inertia.x).toBeCloseTo((60 * 13) / 12, 9)
    expect(body.invInertia.z).toBeCloseTo(12 / (60 * 5), 12)
    expect(body.invInertiaWorld.elements[0]).toBeCloseTo(12 / (60 * 13), 12)
    expect(applied.aligned).toBe(true)
  })

  it('says when the hull is not in the body frame: an off-centre box', () => {
    const hull = transformHull(box(1, 1, 1), { x: 0.5, y: 0, z: 0 }, { x: 0, y: 0, z: 0, w: 1 })
    const applied = applyMassProperties(new Body({ mass: 1 }), hull.massProperties(10))
    expect(applied.aligned).toBe(false)
    expect(applied.centerOfMass.x).toBeCloseTo(0.5, 12)
  })

  it('refuses a mass ≤ 0 and a non-body', () => {
    const props = hullMassProperties(box(1, 1, 1), { mass: 1 })
    expect(() => applyMassProperties(new Body(), { ...props, mass: 0 })).toThrow(/applyMassProperties: mass/)
    expect(() => applyMassProperties({} as never, props)).toThrow(/cannon-es Body/)
  })
})

describe('centerHull and createBuoyantBody', () => {
  it('moves an off-centre, turned box into its principal frame at its centre of mass', () => {
    const q = turn([0, 1, 1], 0.4)
    const source = transformHull(box(3, 1, 2), { x: 1, y: 2, z: -3 }, q)
    const centered = centerHull(source, { density: 100 })
    const c = centered.hull.centroid
    expect(Math.hypot(c.x, c.y, c.z)).toBeLessThan(1e-12)
    const I = centered.hull.massProperties(100).inertia
    expect(Math.max(Math.abs(I[1]), Math.abs(I[2]), Math.abs(I[5]))).toBeLessThan(1e-9 * I[0])
    // the box's own half-extents again
    expect(centered.hull.bounds.max.x).toBeCloseTo(1.5, 9)
    expect(centered.hull.bounds.max.y).toBeCloseTo(0.5, 9)
    expect(centered.hull.bounds.max.z).toBeCloseTo(1, 9)
    // meshTransform maps each source vertex onto the body vertex
    const t = centered.meshTransform
    for (let i = 0; i < 3 * source.vertexCount; i += 3) {
      const p = rotate(t.quaternion, { x: source.positions[i], y: source.positions[i + 1], z: source.positions[i + 2] })
      expect(p.x + t.position.x).toBeCloseTo(centered.hull.positions[i], 9)
      expect(p.y + t.position.y).toBeCloseTo(centered.hull.positions[i + 1], 9)
      expect(p.z + t.position.z).toBeCloseTo(centered.hull.positions[i + 2], 9)
    }
  })

  it('poses the body so that the source mesh sits where asked, and moves shapes into the body frame', () => {
    const source = transformHull(box(2, 1, 1), { x: 0.3, y: 0, z: 0 }, { x: 0, y: 0, z: 0, w: 1 })
    const q = turn([0, 0, 1], 0.5)
    const made = createBuoyantBody(
      source,
      { mass: 200 },
      {
        position: { x: 10, y: 1, z: 0 },
        quaternion: q,
        shapes: [{ shape: new Box(new Vec3(1, 0.5, 0.5)), offset: { x: 0.3, y: 0, z: 0 } }],
      },
    )
    // the source's centroid (0.3, 0, 0) is the body origin: it must be at 10 + q·(0.3, 0, 0) + …
    const expected = rotate(q, { x: 0.3, y: 0, z: 0 })
    expect(made.body.position.x).toBeCloseTo(10 + expected.x, 12)
    expect(made.body.position.y).toBeCloseTo(1 + expected.y, 12)
    expect(made.body.mass).toBe(200)
    expect(made.body.inertia.x).toBeCloseTo((200 * 2) / 12, 9)
    // the box shape was centred on the source's centroid: in the body frame it sits at the origin
    expect(made.body.shapeOffsets[0].length()).toBeLessThan(1e-12)
  })
})
