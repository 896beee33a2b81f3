import { BOX } from './minkowskiEdges.js'

/** Cells of the grid along x and along y, over [−1, 1] (the unit sphere's boxes). */
const CELLS = 6

const cellOf = (value: number) => Math.min(CELLS - 1, Math.max(0, Math.floor(((value + 1) / 2) * CELLS)))

/**
 * One polyhedron's arcs on the Gauss map bucketed by their boxes (arcBoxes) in an x–y grid, so that the arcs
 * of another that may cross them are found without looking at every pair: the separating-axis test of two
 * 96-point envelopes looked at 254 × 254 edge pairs, about 60 % of a deep contact's cost. A box reaches a
 * few cells, and the arcs in those cells whose boxes overlap it are a tenth of them or less.
 */
export class ArcGrid {
  private start = new Int32Array(CELLS * CELLS + 1)
  private items = new Int32Array(0)
  private stamps = new Int32Array(0)
  private stamp = 0

  /** Bucket `count` boxes (BOX numbers each in `boxes`). */
  build(boxes: Float64Array, count: number): void {
    const start = this.start
    start.fill(0)
    let total = 0
    for (let pass = 0; pass < 2; pass++) {
      // first count each cell's boxes, then place them (start[c] runs on to the next cell's start)
      if (pass === 1) {
        if (this.items.length < total) this.items = new Int32Array(2 * total)
        for (let c = 0, sum = 0; c <= CELLS * CELLS; c++) {
          const n = start[c]
          start[c] = sum
          sum += n
        }
      }
      for (let j = 0, o = 0; j < count; j++, o += BOX) {
        const x0 = cellOf(boxes[o]),
          x1 = cellOf(boxes[o + 1]),
          y0 = cellOf(boxes[o + 2]),
          y1 = cellOf(boxes[o + 3])
        for (let x = x0; x <= x1; x++) {
          for (let y = y0; y <= y1; y++) {
            const c = x * CELLS + y
            if (pass === 0) {
              start[c]++
              total++
            } else this.items[start[c]++] = j
          }
        }
      }
    }
    // each cell's start ran on to its end: shift back by one cell
    for (let c = CELLS * CELLS; c > 0; c--) start[c] = start[c - 1]
    start[0] = 0
    if (this.stamps.length < count) {
      this.stamps = new Int32Array(count)
      this.stamp = 0
    }
  }

  /**
   * The bucketed arcs whose boxes overlap box `i` of `boxes` (in x, y and z), each once and in increasing
   * order, into `out`; returns how many.
   */
  overlapping(boxes: Float64Array, i: number, bucketed: Float64Array, out: Int32Array): number {
    const o = i * BOX
    const { start, items, stamps } = this
    if (this.stamp === 0x7fffffff) {
      stamps.fill(0)
      this.stamp = 0
    }
    const stamp = ++this.stamp
    let n = 0
    for (let x = cellOf(boxes[o]); x <= cellOf(boxes[o + 1]); x++) {
      for (let y = cellOf(boxes[o + 2]); y <= cellOf(boxes[o + 3]); y++) {
        const c = x * CELLS + y
        for (let k = start[c]; k < start[c + 1]; k++) {
          const j = items[k]
          if (stamps[j] === stamp) continue
          stamps[j] = stamp
          const p = j * BOX
          if (
            bucketed[p] <= boxes[o + 1] &&
            bucketed[p + 1] >= boxes[o] &&
            bucketed[p + 2] <= boxes[o + 3] &&
            bucketed[p + 3] >= boxes[o + 2] &&
            bucketed[p + 4] <= boxes[o + 5] &&
            bucketed[p + 5] >= boxes[o + 4]
          ) {
            // insertion in order: a handful at a time
            let at = n++
            while (at > 0 && out[at - 1] > j) {
              out[at] = out[at - 1]
              at--
            }
            out[at] = j
          }
        }
      }
    }
    return n
  }
}
