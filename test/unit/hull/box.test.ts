import { describe, expect, it } from 'vitest'
import { boxMesh, createHull } from 'react-three-buoyancy/core'
import {
  add,
  axisAngleMatrix,
  boxInertia,
  determinant,
  maxAbsDifference,
  multiply,
  parallelAxisTerm,
  quaternionToMatrix,
  transformPositions,
  transpose,
} from './support.js'

describe('createHull on a box', () => {
  const { positions, indices } = boxMesh(2, 3, 4)
  const hull = createHull(positions, indices)

  it('measures the solid and its surface', () => {
    expect(hull.volume).toBeCloseTo(24, 12)
    expect(hull.centroid.x).toBeCloseTo(0, 12)
    expect(hull.centroid.y).toBeCloseTo(0, 12)
    expect(hull.centroid.z).toBeCloseTo(0, 12)
    expect(hull.surfaceArea).toBeCloseTo(2 * (2 * 3 + 3 * 4 + 4 * 2), 12)
    expect(hull.bounds.min).toEqual({ x: -1, y: -1.5, z: -2 })
    expect(hull.bounds.max).toEqual({ x: 1, y: 1.5, z: 2 })
    expect(hull.boundingRadius).toBeCloseTo(Math.hypot(1, 1.5, 2), 12)
    expect(hull.longestEdge).toBeCloseTo(5, 12) // the diagonal of the 3 × 4 face
    expect(hull.triangleCount).toBe(12)
    expect(hull.vertexCount).toBe(8)
    expect(hull.flipped).toBe(false)
    expect(hull.repairedTriangles).toBe(0)
  })

  it('gives the closed-form inertia (m/12)(b² + c²)', () => {
    const density = 500
    const props = hull.massProperties(density)
    const mass = density * 24
    expect(props.mass).toBeCloseTo(mass, 9)
    expect(props.density).toBe(density)
    expect(maxAbsDifference(props.inertia, boxInertia(mass, 2, 3, 4))).toBeLessThan(1e-9 * mass)
    expect([props.principalMoments.x, props.principalMoments.y, props.principalMoments.z]).toEqual([
      expect.closeTo((mass * (4 + 9)) / 12, 6),
      expect.closeTo((mass * (4 + 16)) / 12, 6),
      expect.closeTo((mass * (9 + 16)) / 12, 6),
    ])
  })

  it('returns fresh objects, so a caller cannot corrupt the hull', () => {
    const first = hull.massProperties(1000)
    first.inertia.fill(0)
    first.centerOfMass.x = 99
    const second = hull.massProperties(1000)
    expect(second.inertia[0]).toBeGreaterThan(0)
    expect(second.centerOfMass.x).toBeCloseTo(0, 12)
    expect(Object.isFrozen(hull.centroid)).toBe(true)
  })

  it('refuses a density that is not finite and positive', () => {
    for (const density of [0, -1, NaN, Infinity]) {
      expect(() => hull.massProperties(density)).toThrow(/density/)
    }
  })
})

describe('createHull on a rotated, translated box', () => {
  const rotation = axisAngleMatrix([1, 2, 3], 0.7)
  const offset: [number, number, number] = [40, -7, 12]
  const base = boxMesh(1, 2, 5)
  const hull = createHull(transformPositions(base.positions, rotation, offset), base.indices)
  const props = hull.massProperties(800)
  const mass = 800 * 10

  it('moves the centre of mass with the box and rotates the tensor: I = R I₀ Rᵀ', () => {
    expect(hull.volume).toBeCloseTo(10, 10)
    expect(props.centerOfMass.x).toBeCloseTo(offset[0], 10)
    expect(props.centerOfMass.y).toBeCloseTo(offset[1], 10)
    expect(props.centerOfMass.z).toBeCloseTo(offset[2], 10)
    const expected = multiply(multiply(rotation, boxInertia(mass, 1, 2, 5)), transpose(rotation))
    expect(maxAbsDifference(props.inertia, expected)).toBeLessThan(1e-9 * mass)
  })

  it('recovers the rotation as principal axes, up to the order and sign of the axes', () => {
    const axes = quaternionToMatrix(props.principalAxes)
    const q = props.principalAxes
    expect(Math.hypot(q.x, q.y, q.z, q.w)).toBeCloseTo(1, 12)
    expect(determinant(axes)).toBeCloseTo(1, 12)
    // Rᵀ · axes must be a signed permutation matrix.
    const relative = multiply(transpose(rotation), axes)
    for (const entry of relative) expect(Math.min(Math.abs(entry), Math.abs(Math.abs(entry) - 1))).toBeLessThan(1e-9)
    // body = axes · principal: the inertia in principal axes is diagonal with the principal moments.
    const diagonal = multiply(multiply(transpose(axes), Array.from(props.inertia)), axes)
    const moments = [props.principalMoments.x, props.principalMoments.y, props.principalMoments.z]
    expect(maxAbsDifference(diagonal, [moments[0], 0, 0, 0, moments[1], 0, 0, 0, moments[2]])).toBeLessThan(1e-9 * mass)
  })
})

describe('createHull on two boxes of different sizes (parallel-axis theorem)', () => {
  // Shells 1 × 1 × 1 at (3, 0, 0) and 2 × 1 × 1 at (-1, 1, 0.5): the centre of mass is off the
  // bounding-box centre, so the moments must be carried to it.
  const small = boxMesh(1, 1, 1)
  const large = boxMesh(2, 1, 1)
  const identity = [1, 0, 0, 0, 1, 0, 0, 0, 1]
  const a = transformPositions(small.positions, identity, [3, 0, 0])
  const b = transformPositions(large.positions, identity, [-1, 1, 0.5])
  const positions = new Float64Array([...a, ...b])
  const indices = new Uint32Array([...small.indices, ...Array.from(large.indices, (i) => i + 8)])
  const hull = createHull(positions, indices)

  it('sums volumes and combines inertias by Steiner', () => {
    const density = 1000
    const props = hull.massProperties(density)
    const ma = density * 1
    const mb = density * 2
    const com: [number, number, number] = [
      (3 * ma - 1 * mb) / (ma + mb),
      (0 * ma + 1 * mb) / (ma + mb),
      (0 * ma + 0.5 * mb) / (ma + mb),
    ]
    expect(hull.volume).toBeCloseTo(3, 12)
    expect(props.centerOfMass.x).toBeCloseTo(com[0], 12)
    expect(props.centerOfMass.y).toBeCloseTo(com[1], 12)
    expect(props.centerOfMass.z).toBeCloseTo(com[2], 12)
    const expected = add(
      add(boxInertia(ma, 1, 1, 1), parallelAxisTerm(ma, [3 - com[0], 0 - com[1], 0 - com[2]])),
      add(boxInertia(mb, 2, 1, 1), parallelAxisTerm(mb, [-1 - com[0], 1 - com[1], 0.5 - com[2]])),
    )
    expect(maxAbsDifference(props.inertia, expected)).toBeLessThan(1e-9 * (ma + mb))
  })
})
