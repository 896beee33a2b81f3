import { expect, it } from 'vitest'
import { ArcGrid } from '../../src/react/buoyant/arcGrid.js'
import { ARC, BOX, FIRST, SECOND, arcBoxes } from '../../src/react/buoyant/minkowskiEdges.js'

// The separating-axis test of two envelopes looks only at the edge pairs whose arcs' boxes overlap
// (EnvelopePolyhedron.findSeparatingAxis): the boxes must hold their arcs, and the grid must give every
// overlapping box, each once, in order.

let seed = 3
const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1
const unit = () => {
  const v = [random(), random(), random()]
  const n = Math.hypot(...v)
  return v.map((x) => x / n)
}

/** `count` random arcs from a unit normal to another within `spread` of it, in the edgeArcs layout */
function randomArcs(count: number, spread: number): Float64Array {
  const arcs = new Float64Array(count * ARC)
  for (let k = 0; k < count; k++) {
    const a = unit()
    const b = a.map((x) => x + spread * random())
    const n = Math.hypot(...b)
    for (let c = 0; c < 3; c++) {
      arcs[k * ARC + FIRST + c] = a[c]
      arcs[k * ARC + SECOND + c] = b[c] / n
    }
  }
  return arcs
}

it('boxes hold their arcs, antipodal ones too (points along 2,000 random arcs, short and long)', () => {
  for (const spread of [0.3, 1, 3]) {
    const arcs = randomArcs(2000, spread)
    const boxes = new Float64Array((arcs.length / ARC) * BOX)
    for (const sign of [1, -1]) {
      arcBoxes(arcs, sign, boxes)
      for (let k = 0; k < arcs.length / ARC; k++) {
        const a = [0, 1, 2].map((c) => sign * arcs[k * ARC + FIRST + c]),
          b = [0, 1, 2].map((c) => sign * arcs[k * ARC + SECOND + c])
        for (let s = 0; s <= 10; s++) {
          // a point of the short arc from a to b
          const p = a.map((x, c) => (1 - s / 10) * x + (s / 10) * b[c])
          const n = Math.hypot(...p)
          if (n < 1e-9) continue
          for (let c = 0; c < 3; c++) {
            expect(p[c] / n).toBeGreaterThanOrEqual(boxes[k * BOX + 2 * c])
            expect(p[c] / n).toBeLessThanOrEqual(boxes[k * BOX + 2 * c + 1])
          }
        }
      }
    }
  }
})

it('gives the boxes that overlap one, each once and in order, as comparing every pair does', () => {
  const boxesOf = (arcs: Float64Array, sign: number) => {
    const out = new Float64Array((arcs.length / ARC) * BOX)
    arcBoxes(arcs, sign, out)
    return out
  }
  const a = boxesOf(randomArcs(250, 0.4), 1),
    b = boxesOf(randomArcs(260, 0.4), -1)
  const grid = new ArcGrid()
  grid.build(b, 260)
  const found = new Int32Array(260)
  let pairs = 0
  for (let i = 0; i < 250; i++) {
    const n = grid.overlapping(a, i, b, found)
    const expected: number[] = []
    for (let j = 0; j < 260; j++) {
      const overlaps = [0, 1, 2].every(
        (c) => b[j * BOX + 2 * c] <= a[i * BOX + 2 * c + 1] && b[j * BOX + 2 * c + 1] >= a[i * BOX + 2 * c],
      )
      if (overlaps) expected.push(j)
    }
    expect([...found.subarray(0, n)]).toEqual(expected)
    pairs += n
  }
  // what it is for: far fewer than every pair
  expect(pairs).toBeLessThan(0.2 * 250 * 260)
})
