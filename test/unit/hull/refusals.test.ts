import { describe, expect, it } from 'vitest'
import { boxMesh, createHull } from 'react-three-buoyancy/core'

const box = boxMesh(2, 2, 2)

function messageOf(call: () => unknown): string {
  try {
    call()
  } catch (error) {
    expect(error).toBeInstanceOf(Error)
    return (error as Error).message
  }
  throw new Error('expected a refusal')
}

describe('createHull refuses bad input, saying what and where', () => {
  it('positions that are not x y z triples', () => {
    expect(messageOf(() => createHull(new Float64Array(10)))).toMatch(
      /^createHull: positions has length 10, .*not a multiple of 3/,
    )
    expect(messageOf(() => createHull(undefined as unknown as number[]))).toMatch(
      /^createHull: positions must be an array/,
    )
  })

  it('a NaN or infinite coordinate, naming the vertex and the axis', () => {
    const withNaN = box.positions.slice()
    withNaN[3 * 5 + 1] = NaN
    expect(messageOf(() => createHull(withNaN, box.indices))).toMatch(
      /^createHull: vertex 5 has a non-finite y coordinate \(NaN\) at positions\[16\]/,
    )
    const withInfinity = box.positions.slice()
    withInfinity[3 * 2 + 2] = -Infinity
    expect(messageOf(() => createHull(withInfinity, box.indices))).toMatch(
      /vertex 2 has a non-finite z coordinate \(-Infinity\)/,
    )
  })

  it('indices that are not integers or out of range, naming their place', () => {
    const fractional = Array.from(box.indices)
    fractional[7] = 2.5
    expect(messageOf(() => createHull(box.positions, fractional))).toMatch(
      /^createHull: indices\[7\] \(triangle 2\) is 2\.5, not an integer/,
    )
    const tooLarge = Array.from(box.indices)
    tooLarge[31] = 8
    expect(messageOf(() => createHull(box.positions, tooLarge))).toMatch(
      /^createHull: indices\[31\] \(triangle 10\) is 8, out of range: positions hold 8 vertices/,
    )
    const negative = Array.from(box.indices)
    negative[0] = -1
    expect(messageOf(() => createHull(box.positions, negative))).toMatch(
      /indices\[0\] \(triangle 0\) is -1, out of range/,
    )
    expect(messageOf(() => createHull(box.positions, [0, 1, 2, 3]))).toMatch(
      /^createHull: indices has length 4, .*not a multiple of 3/,
    )
  })

  it('non-indexed positions that are not whole triangles', () => {
    expect(messageOf(() => createHull(new Float64Array(12)))).toMatch(
      /^createHull: without indices .* 4 vertices, which is not a multiple of 3/,
    )
  })

  it('an empty mesh', () => {
    expect(messageOf(() => createHull(box.positions, []))).toMatch(/^createHull: the mesh is empty: no triangles/)
    expect(messageOf(() => createHull(new Float64Array(0)))).toMatch(/^createHull: the mesh is empty/)
    // Every triangle collapses: all corners at one point, or along one line.
    expect(messageOf(() => createHull(new Float64Array(9).fill(1)))).toMatch(
      /^createHull: the mesh is empty: all 1 triangles are degenerate/,
    )
    expect(messageOf(() => createHull([0, 0, 0, 1, 1, 1, 2, 2, 2]))).toMatch(/all 1 triangles are degenerate/)
  })

  it('an open mesh, counting the open edges and showing one', () => {
    const open = box.indices.slice(0, 33) // the last triangle removed
    const message = messageOf(() => createHull(box.positions, open))
    expect(message).toMatch(
      /^createHull: the mesh is not closed: 3 edges belong to a single triangle, e\.g\. the edge from \(-?1, -?1, -?1\) to \(-?1, -?1, -?1\) of input triangle \d+$/,
    )
  })

  it('an open mesh left by dropping a sliver, saying so', () => {
    // A T-junction: the -y face gets the midpoint M of the edge 0-1, the -z face keeps that edge,
    // and the zero-area triangle (0, 1, M) closes the mesh topologically but not geometrically.
    const positions = [...box.positions, 0, -1, -1]
    const indices = Array.from(box.indices)
    indices.splice(12, 6, 0, 8, 4, 8, 1, 5, 8, 5, 4)
    indices.push(0, 1, 8)
    const message = messageOf(() => createHull(positions, indices))
    expect(message).toMatch(
      /^createHull: the mesh is not closed: 3 edges .* \(after dropping 1 triangle of three distinct corners but no area\)$/,
    )
  })

  it('a non-manifold mesh: two boxes sharing an edge', () => {
    // The second box is the first moved by (2, 2, 0): they share the edge x = y = 1, z from -1 to 1.
    const positions = new Float64Array([...box.positions, ...box.positions.map((v, i) => (i % 3 === 2 ? v : v + 2))])
    const indices = new Uint32Array([...box.indices, ...Array.from(box.indices, (i) => i + 8)])
    const message = messageOf(() => createHull(positions, indices))
    expect(message).toMatch(
      /^createHull: the mesh is not manifold: 1 edge is shared by more than two triangles, e\.g\. the edge from \(1, 1, -?1\) to \(1, 1, -?1\) shared by the 4 input triangles/,
    )
  })

  it('a one-sided surface (the projective plane on six vertices)', () => {
    const positions: number[] = [0, 1, 0]
    for (let k = 0; k < 5; k++) positions.push(Math.cos((2 * Math.PI * k) / 5), 0.3, Math.sin((2 * Math.PI * k) / 5))
    const indices = [0, 1, 2, 0, 2, 3, 0, 3, 4, 0, 4, 5, 0, 5, 1, 1, 2, 4, 2, 3, 5, 3, 4, 1, 4, 5, 2, 5, 1, 3]
    expect(messageOf(() => createHull(positions, indices))).toMatch(
      /^createHull: the surface through input triangle \d+ is one-sided/,
    )
  })

  it('a flat mesh: a double-sided square encloses no volume', () => {
    const positions = [0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1]
    const indices = [0, 1, 2, 0, 2, 3, 1, 0, 3, 1, 3, 2] // the back uses the other diagonal
    expect(messageOf(() => createHull(positions, indices))).toMatch(
      /^createHull: the mesh encloses zero volume .* it is flat/,
    )
  })

  it('a flat shell beside a solid one, naming the shell', () => {
    const positions = [...box.positions, 5, 0, 0, 6, 0, 0, 6, 0, 1, 5, 0, 1]
    const indices = [...box.indices, 8, 9, 10, 8, 10, 11, 9, 8, 11, 9, 11, 10]
    expect(messageOf(() => createHull(positions, indices))).toMatch(
      /^createHull: shell 1 of 2 \(the one holding input triangle 12\) encloses zero volume/,
    )
  })

  it('a bad weld tolerance', () => {
    for (const weldTolerance of [-1, NaN, 1, Infinity]) {
      expect(messageOf(() => createHull(box.positions, box.indices, { weldTolerance }))).toMatch(
        /^createHull: options\.weldTolerance is /,
      )
    }
  })
})

describe('createHull welding', () => {
  /** The box with every triangle given its own three vertices, moved by up to `jitter` (m). */
  function splitBox(jitter: number): Float64Array {
    const out = new Float64Array(3 * box.indices.length)
    for (let h = 0; h < box.indices.length; h++) {
      for (let k = 0; k < 3; k++)
        out[3 * h + k] = box.positions[3 * box.indices[h] + k] + jitter * Math.sin(7 * h + 3 * k)
    }
    return out
  }

  it('merges vertices within the tolerance relative to the diagonal (default 1e-6)', () => {
    const diagonal = Math.sqrt(12)
    const hull = createHull(splitBox(1e-7 * diagonal))
    expect(hull.vertexCount).toBe(8)
    expect(hull.volume).toBeCloseTo(8, 5)
    expect(() => createHull(splitBox(1e-5 * diagonal))).toThrow(/not closed/)
    expect(createHull(splitBox(1e-5 * diagonal), null, { weldTolerance: 1e-4 }).vertexCount).toBe(8)
  })

  it('with weldTolerance 0 merges only equal positions', () => {
    expect(createHull(splitBox(0), null, { weldTolerance: 0 }).vertexCount).toBe(8)
    expect(() => createHull(splitBox(1e-12), null, { weldTolerance: 0 })).toThrow(/not closed/)
  })

  it('leaves out vertices no triangle uses', () => {
    const positions = new Float64Array([...box.positions, 100, 100, 100])
    const hull = createHull(positions, box.indices)
    expect(hull.vertexCount).toBe(8)
    expect(hull.boundingRadius).toBeCloseTo(Math.sqrt(3), 12)
    expect(hull.bounds.max).toEqual({ x: 1, y: 1, z: 1 })
  })
})
