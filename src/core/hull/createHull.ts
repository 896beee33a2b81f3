import { halfEdgeEnd, halfEdgeStart, pairEdges } from './edges.js'
import { hullChecks } from './hullChecks.js'
import { hullFromParts } from './hullParts.js'
import { orientShells } from './orientation.js'
import { findCrossingTriangles } from './selfIntersection.js'
import { findOverlappingShells, orientShellsByNesting, shellBounds } from './shellNesting.js'
import { surfaceMeasures } from './surfaceMeasures.js'
import type { CreateHullOptions, Hull } from './types.js'
import { validateIndices, validateOptions, validatePositions } from './validateInput.js'
import { VOLUME, VOLUME_INTEGRAL_COUNT, shellVolumes, volumeIntegrals } from './volumeIntegrals.js'
import { weldVertices } from './weld.js'

/**
 * A triangle is degenerate when its area is below this fraction of the squared bounding-box
 * diagonal: a few hundred times round-off, far below any real triangle's area.
 */
const DEGENERATE_AREA = 1e-13
/**
 * A shell encloses no volume when |V| is below this fraction of its bounding-box diagonal cubed
 * (a flat or double-sided sheet); well above the round-off of the volume sum.
 */
const FLAT_VOLUME = 1e-10

function formatPoint(positions: ArrayLike<number>, vertex: number): string {
  const coordinate = (k: number) => Number(positions[3 * vertex + k].toPrecision(6))
  return `(${coordinate(0)}, ${coordinate(1)}, ${coordinate(2)})`
}

/**
 * Builds a hull, the closed outward-facing triangle mesh the hydrostatics integrates over, from what a
 * three.js BufferGeometry holds: `geometry.attributes.position.array` and `geometry.index?.array`.
 *
 * - Vertices split along UV or normal seams are welded (within `options.weldTolerance` of the
 *   bounding-box diagonal, default 1e-6), and vertices no triangle uses are left out.
 * - Degenerate triangles (two corners welded together, or no area) are dropped.
 * - The result must be closed: every edge shared by exactly two triangles. Triangles wound against
 *   their neighbours are turned over (`repairedTriangles`); a shell wound inside-out is turned over
 *   (`flipped`). Several disjoint shells are allowed (a catamaran); a shell inside another is a
 *   cavity and is wound to face into it, so the volume excludes it. A surface that passes through
 *   itself (overlapping shells, a fold) is refused (buildHull's 'wrap' makes one solid of it).
 * - Refused with an Error that says what and where: positions not x y z triples, a NaN or infinite
 *   coordinate, an index that is not an integer or out of range, no triangles, an open or non-manifold
 *   edge, a one-sided (non-orientable) surface, a shell that encloses no volume.
 *
 * Hull coordinates are body coordinates (m); the body origin is the body's centre of mass.
 *
 * @param positions x y z per vertex, m
 * @param indices three vertex indices per triangle; null or omitted reads consecutive triples
 */
export function createHull(
  positions: ArrayLike<number>,
  indices?: ArrayLike<number> | null,
  options?: CreateHullOptions,
): Hull {
  const inputVertexCount = validatePositions(positions)
  const triangles = validateIndices(indices, inputVertexCount)
  const relativeWeldTolerance = validateOptions(options)
  const inputTriangleCount = triangles.length / 3
  hullChecks.calls++
  hullChecks.triangles += inputTriangleCount
  if (inputTriangleCount === 0) {
    throw new Error(`createHull: the mesh is empty: no triangles (positions hold ${inputVertexCount} vertices)`)
  }

  const referenced = new Uint8Array(inputVertexCount)
  for (let h = 0; h < triangles.length; h++) referenced[triangles[h]] = 1
  const diagonal = referencedDiagonal(positions, referenced)
  const weldTolerance = relativeWeldTolerance * diagonal
  const cellSize = weldTolerance > 0 ? 2 * weldTolerance : diagonal > 0 ? diagonal * 2 ** -40 : 1
  const welded = weldVertices(positions, referenced, weldTolerance, cellSize)
  for (let h = 0; h < triangles.length; h++) triangles[h] = welded.remap[triangles[h]]

  const {
    indices: kept,
    inputTriangle,
    flatCount,
  } = dropDegenerateTriangles(welded.positions, triangles, DEGENERATE_AREA * diagonal * diagonal)
  if (kept.length === 0) {
    throw new Error(
      `createHull: the mesh is empty: all ${inputTriangleCount} triangles are degenerate (corners welded together or no area)`,
    )
  }
  const { positions: hullPositions, vertexCount } = compactVertices(welded.positions, welded.count, kept)

  const pairing = pairEdges(kept, vertexCount)
  const describeEdge = (h: number) =>
    `the edge from ${formatPoint(hullPositions, halfEdgeStart(kept, h))} to ${formatPoint(hullPositions, halfEdgeEnd(kept, h))}`
  if (pairing.openCount > 0) {
    const h = pairing.openExample
    throw new Error(
      `createHull: the mesh is not closed: ${pairing.openCount} edge${pairing.openCount === 1 ? ' belongs' : 's belong'} to a single triangle, e.g. ${describeEdge(h)} of input triangle ${inputTriangle[(h / 3) | 0]}` +
        (flatCount > 0
          ? ` (after dropping ${flatCount} triangle${flatCount === 1 ? '' : 's'} of three distinct corners but no area)`
          : ''),
    )
  }
  if (pairing.nonManifoldCount > 0) {
    const example = pairing.nonManifoldExample
    const owners = example.map((h) => inputTriangle[(h / 3) | 0]).join(', ')
    throw new Error(
      `createHull: the mesh is not manifold: ${pairing.nonManifoldCount} edge${pairing.nonManifoldCount === 1 ? ' is' : 's are'} shared by more than two triangles, e.g. ${describeEdge(example[0])} shared by the ${example.length} input triangles ${owners}`,
    )
  }

  const shells = orientShells(kept, pairing.mate)
  if (shells.nonOrientableTriangle >= 0) {
    throw new Error(
      `createHull: the surface through input triangle ${inputTriangle[shells.nonOrientableTriangle]} is one-sided (non-orientable, like a Möbius strip): it has no inside`,
    )
  }

  const bounds = shellBounds(hullPositions, kept, shells.shellOf, shells.shellCount)
  const referenceX = (bounds[0] + bounds[3]) / 2
  const referenceY = (bounds[1] + bounds[4]) / 2
  const referenceZ = (bounds[2] + bounds[5]) / 2
  const volumes = shellVolumes(
    hullPositions,
    kept,
    shells.shellOf,
    shells.shellCount,
    referenceX,
    referenceY,
    referenceZ,
  )
  refuseFlatShells(volumes, bounds, shells.shellOf, inputTriangle, shells.shellCount)
  const crossing = findCrossingTriangles(hullPositions, kept)
  if (crossing !== null) {
    const [a, b] = crossing.map((t) => inputTriangle[t])
    throw new Error(
      `createHull: the surface passes through itself (input triangles ${a} and ${b} cross), so some volume would count twice or cancel: overlapping shells or a fold; buildHull with method 'wrap' (hull="wrap") makes one solid of it`,
    )
  }
  const overlapping = findOverlappingShells(hullPositions, kept, shells.shellOf, shells.shellCount, bounds)
  if (overlapping !== null) {
    const [a, b] = overlapping.map((t) => inputTriangle[t])
    throw new Error(
      `createHull: the surface passes through itself (input triangle ${a} lies inside the shell of input triangle ${b}, their faces meeting only where they lie in one plane), so some volume would count twice: overlapping shells; buildHull with method 'wrap' (hull="wrap") makes one solid of it`,
    )
  }
  const turnedShells = orientShellsByNesting(hullPositions, kept, shells.shellOf, volumes, bounds)

  const integrals = volumeIntegrals(
    hullPositions,
    kept,
    referenceX,
    referenceY,
    referenceZ,
    new Float64Array(VOLUME_INTEGRAL_COUNT),
  )
  const volume = integrals[VOLUME]
  if (!(volume > 0)) {
    throw new Error(`createHull: the mesh encloses no volume (${volume} m³): are its shells intersecting?`)
  }
  const measures = surfaceMeasures(hullPositions, kept)
  return hullFromParts({
    positions: hullPositions,
    indices: kept,
    reference: new Float64Array([referenceX, referenceY, referenceZ]),
    integrals,
    bounds: measures.bounds,
    surfaceArea: measures.surfaceArea,
    boundingRadius: measures.boundingRadius,
    longestEdge: measures.longestEdge,
    flipped: turnedShells > 0,
    repairedTriangles: shells.repaired,
  })
}

/** Diagonal of the bounding box of the vertices the triangles use, m. */
function referencedDiagonal(positions: ArrayLike<number>, referenced: Uint8Array): number {
  let minX = Infinity,
    minY = Infinity,
    minZ = Infinity
  let maxX = -Infinity,
    maxY = -Infinity,
    maxZ = -Infinity
  for (let i = 0; i < referenced.length; i++) {
    if (referenced[i] === 0) continue
    const x = positions[3 * i],
      y = positions[3 * i + 1],
      z = positions[3 * i + 2]
    if (x < minX) minX = x
    if (x > maxX) maxX = x
    if (y < minY) minY = y
    if (y > maxY) maxY = y
    if (z < minZ) minZ = z
    if (z > maxZ) maxZ = z
  }
  return Math.hypot(maxX - minX, maxY - minY, maxZ - minZ)
}

/**
 * The triangles with three distinct corners and an area above `minimumArea` (m²), where each came
 * from, and how many were dropped for want of area although their corners are distinct (a sliver
 * whose removal may open the mesh: worth saying in the error).
 */
function dropDegenerateTriangles(
  positions: Float64Array,
  triangles: Uint32Array,
  minimumArea: number,
): { indices: Uint32Array; inputTriangle: Uint32Array; flatCount: number } {
  const count = triangles.length / 3
  const inputTriangle = new Uint32Array(count)
  let kept = 0
  let flatCount = 0
  for (let t = 0; t < count; t++) {
    const a = triangles[3 * t],
      b = triangles[3 * t + 1],
      c = triangles[3 * t + 2]
    if (a === b || b === c || c === a) continue
    const ux = positions[3 * b] - positions[3 * a],
      uy = positions[3 * b + 1] - positions[3 * a + 1],
      uz = positions[3 * b + 2] - positions[3 * a + 2]
    const vx = positions[3 * c] - positions[3 * a],
      vy = positions[3 * c + 1] - positions[3 * a + 1],
      vz = positions[3 * c + 2] - positions[3 * a + 2]
    const area = 0.5 * Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx)
    if (!(area > minimumArea)) {
      flatCount++
      continue
    }
    triangles[3 * kept] = a
    triangles[3 * kept + 1] = b
    triangles[3 * kept + 2] = c
    inputTriangle[kept] = t
    kept++
  }
  return { indices: triangles.slice(0, 3 * kept), inputTriangle: inputTriangle.slice(0, kept), flatCount }
}

/** Keeps only the vertices the triangles use, in their order, and renumbers the triangles in place. */
function compactVertices(
  positions: Float64Array,
  count: number,
  indices: Uint32Array,
): { positions: Float64Array; vertexCount: number } {
  const renumber = new Int32Array(count).fill(-1)
  for (let h = 0; h < indices.length; h++) renumber[indices[h]] = 0
  let vertexCount = 0
  for (let v = 0; v < count; v++) if (renumber[v] === 0) renumber[v] = vertexCount++
  const compact = new Float64Array(3 * vertexCount)
  for (let v = 0; v < count; v++) {
    const target = renumber[v]
    if (target < 0) continue
    compact[3 * target] = positions[3 * v]
    compact[3 * target + 1] = positions[3 * v + 1]
    compact[3 * target + 2] = positions[3 * v + 2]
  }
  for (let h = 0; h < indices.length; h++) indices[h] = renumber[indices[h]]
  return { positions: compact, vertexCount }
}

function refuseFlatShells(
  volumes: Float64Array,
  bounds: Float64Array,
  shellOf: Int32Array,
  inputTriangle: Uint32Array,
  shellCount: number,
): void {
  for (let s = 0; s < shellCount; s++) {
    const diagonal = Math.hypot(
      bounds[6 * s + 3] - bounds[6 * s],
      bounds[6 * s + 4] - bounds[6 * s + 1],
      bounds[6 * s + 5] - bounds[6 * s + 2],
    )
    if (Math.abs(volumes[s]) > FLAT_VOLUME * diagonal ** 3) continue
    const where =
      shellCount === 1
        ? 'the mesh'
        : `shell ${s} of ${shellCount} (the one holding input triangle ${inputTriangle[shellOf.indexOf(s)]})`
    throw new Error(
      `createHull: ${where} encloses zero volume (${volumes[s].toPrecision(3)} m³ across ${diagonal.toPrecision(3)} m): it is flat, or a double-sided sheet`,
    )
  }
}
