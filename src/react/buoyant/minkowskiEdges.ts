import type { ConvexPolyhedron } from 'cannon-es'

/**
 * The edges of a convex polyhedron with the two faces that meet there: per edge, its two vertices and the
 * face on either side (4 numbers). Each edge once, whichever way its faces run round it.
 */
export function faceEdges(shape: ConvexPolyhedron): Int32Array {
  const faceOf = new Map<number, number>()
  const rows: number[] = []
  const n = shape.vertices.length
  shape.faces.forEach((face, f) => {
    for (let j = 0; j < face.length; j++) {
      const a = face[j],
        b = face[(j + 1) % face.length]
      // the same edge from the face on its other side runs b → a
      const other = faceOf.get(b * n + a)
      if (other === undefined) faceOf.set(a * n + b, f)
      else rows.push(a, b, other, f)
    }
  })
  return Int32Array.from(rows)
}

/**
 * An edge's arc on the Gauss map (EnvelopePolyhedron's edgeArcs): its faces' normals, their cross product,
 * its direction, and a point of it (its first vertex, rotated, relative to the body's position)
 */
export const FIRST = 0,
  SECOND = 3,
  CROSS = 6,
  DIRECTION = 9,
  POINT = 12,
  ARC = 15

/**
 * Whether edge A (arcs[i…]) and edge B (others[j…]) make a face of the Minkowski difference A − B: the arc of
 * A's face normals a b and the antipodal arc −c −d of B's cross on the Gauss map (Gregorius, "The separating
 * axis test between convex polyhedra", GDC 2013). Only such a pair's cross product can be the axis of least
 * overlap among the edge pairs: the others need no projection. Both in one frame; most pairs fail the first
 * test.
 */
export function isMinkowskiFace(arcs: Float64Array, i: number, others: Float64Array, j: number): boolean {
  // with C = −c and D = −d: C·(b × a), D·(b × a), then a·(D × C) and b·(D × C), D × C = d × c
  const bax = arcs[i + CROSS],
    bay = arcs[i + CROSS + 1],
    baz = arcs[i + CROSS + 2]
  const cba = -(others[j + FIRST] * bax + others[j + FIRST + 1] * bay + others[j + FIRST + 2] * baz)
  const dba = -(others[j + SECOND] * bax + others[j + SECOND + 1] * bay + others[j + SECOND + 2] * baz)
  if (!(cba * dba < 0)) return false
  const dcx = others[j + CROSS],
    dcy = others[j + CROSS + 1],
    dcz = others[j + CROSS + 2]
  const adc = arcs[i + FIRST] * dcx + arcs[i + FIRST + 1] * dcy + arcs[i + FIRST + 2] * dcz
  const bdc = arcs[i + SECOND] * dcx + arcs[i + SECOND + 1] * dcy + arcs[i + SECOND + 2] * dcz
  return adc * bdc < 0 && cba * bdc > 0
}

/** Numbers a box takes in arcBoxes' output: min x, max x, min y, max y, min z, max z. */
export const BOX = 6

/**
 * Each arc's box on the unit sphere (BOX numbers an arc), of the arcs as they are (`sign` 1) or of their
 * antipodes (−1, B's in the Minkowski difference A − B). A point of the short arc from a to b is
 * (α a + β b) / |α a + β b| with α, β ≥ 0: within 1 / cos(θ/2) − 1 of the chord's own coordinates, which lie
 * between a's and b's, θ the arc's angle. An arc of θ ≥ 90° (a sharp edge: a·b ≤ 0) gets the whole sphere.
 */
export function arcBoxes(arcs: Float64Array, sign: number, out: Float64Array): void {
  for (let k = 0, o = 0; k < arcs.length; k += ARC, o += BOX) {
    const cosine =
      arcs[k + FIRST] * arcs[k + SECOND] +
      arcs[k + FIRST + 1] * arcs[k + SECOND + 1] +
      arcs[k + FIRST + 2] * arcs[k + SECOND + 2]
    if (!(cosine > 0)) {
      for (let c = 0; c < 3; c++) {
        out[o + 2 * c] = -2
        out[o + 2 * c + 1] = 2
      }
      continue
    }
    // (a hair more: the arcs' own rounding)
    const bulge = 1 / Math.sqrt((1 + cosine) / 2) - 1 + 1e-9
    for (let c = 0; c < 3; c++) {
      const a = sign * arcs[k + FIRST + c],
        b = sign * arcs[k + SECOND + c]
      out[o + 2 * c] = Math.min(a, b) - bulge
      out[o + 2 * c + 1] = Math.max(a, b) + bulge
    }
  }
}
