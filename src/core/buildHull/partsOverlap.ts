import type { MergedParts } from './readParts.js'

/**
 * Whether the bounding boxes of two parts overlap (more than touch): then the parts may intersect and
 * only a wrap counts their common volume once. Disjoint parts (a catamaran's two hulls drawn as two
 * meshes) are taken as they are.
 */
export function partsOverlap(merged: MergedParts): boolean {
  const boxes: number[][] = []
  for (let p = 0; p < merged.partCount; p++) {
    const box = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity]
    for (let v = merged.partStart[p]; v < merged.partStart[p + 1]; v++) {
      for (let k = 0; k < 3; k++) {
        box[k] = Math.min(box[k], merged.positions[3 * v + k])
        box[k + 3] = Math.max(box[k + 3], merged.positions[3 * v + k])
      }
    }
    if (box[0] <= box[3]) boxes.push(box)
  }
  for (let a = 0; a < boxes.length; a++) {
    for (let b = a + 1; b < boxes.length; b++) {
      let separated = false
      for (let k = 0; k < 3; k++) {
        if (boxes[a][k + 3] <= boxes[b][k] || boxes[b][k + 3] <= boxes[a][k]) separated = true
      }
      if (!separated) return true
    }
  }
  return false
}
