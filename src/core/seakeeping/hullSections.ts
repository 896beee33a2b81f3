import type { Hull } from '../hull/types.js'
import type { Pose } from '../types.js'
import { triangleNormal } from '../buildHull/triangleNormal.js'
import { transformHull } from '../hull/transform.js'

/**
 * A floating hull's wet sections for strip theory: the hull at `pose` (water level y = 0) cut across its
 * wet length (world x) at equally spaced stations, each cut below the waterline as about `panels`
 * segments. Coordinates relative to the centre of mass across (z) and along (x); heights y are the
 * world's (the water's level is y = 0), for the free surface.
 */
export interface WetSections {
  /** the stations' x relative to the centre of mass, m */
  stations: number[]
  /** the stations' spacing (the length each stands for), m */
  spacing: number
  /** per station: z0, y0, z1, y1, n_z, n_y per segment (outward normal in the section's plane) */
  segments: number[][]
  /** the centre of mass's height above the water, m */
  centreHeight: number
  /** per station: its shape as cut, before the panels are coarsened (for the eddy-making roll damping) */
  shapes: SectionShape[]
}

/** A wet section's particulars, from its cut segments. */
export interface SectionShape {
  /** the waterline's breadth, m (the span of the points where the section meets y = 0) */
  beam: number
  /** the depth of its lowest point, m */
  draft: number
  /** the wet area, m² */
  area: number
  /** how many points the section meets the waterline at: 2 for one hull, 4 for a catamaran's two */
  waterlinePoints: number
}

export function wetSections(hull: Hull, pose: Pose, count: number, panels: number): WetSections {
  // the hull's vertices in world coordinates at the pose
  const world = transformHull(hull, pose.position, pose.quaternion).positions
  let xMin = Infinity,
    xMax = -Infinity
  for (let v = 0; v < world.length; v += 3) {
    if (world[v + 1] < 0) {
      xMin = Math.min(xMin, world[v])
      xMax = Math.max(xMax, world[v])
    }
  }
  const centreHeight = pose.position.y
  if (!(xMax > xMin)) return { stations: [], spacing: 0, segments: [], centreHeight, shapes: [] }
  const spacing = (xMax - xMin) / count
  const sections: CutSegment[][] = Array.from({ length: count }, () => [])
  const index = hull.indices
  for (let t = 0; t < index.length; t += 3) {
    const a = 3 * index[t],
      b = 3 * index[t + 1],
      c = 3 * index[t + 2]
    const lo = Math.min(world[a], world[b], world[c]),
      hi = Math.max(world[a], world[b], world[c])
    const first = Math.max(0, Math.ceil((lo - xMin) / spacing - 0.5)),
      last = Math.min(count - 1, Math.floor((hi - xMin) / spacing - 0.5))
    for (let s = first; s <= last; s++) cutTriangle(world, index, t, xMin + (s + 0.5) * spacing, sections[s])
  }
  const across = pose.position.z
  return {
    stations: sections.map((_, s) => xMin + (s + 0.5) * spacing - pose.position.x),
    spacing,
    segments: sections.map((section) => {
      const rows = coarsen(section, panels)
      for (let r = 0; r < rows.length; r += 6) {
        rows[r] -= across
        rows[r + 2] -= across
      }
      return rows
    }),
    centreHeight,
    shapes: sections.map(sectionShape),
  }
}

/**
 * A section's beam, draft and area from its cut segments. The area by the divergence theorem,
 * A = ½ ∮ (z, y)·n ds, the segments' outward normals telling the way round (their ends come in any order;
 * the waterline, y = 0 with n = (0, 1), adds nothing). Its waterline points are the segments' ends at
 * y = 0, cut there or a hull vertex lying on the water (the one end of two segments), told apart by z.
 */
function sectionShape(section: CutSegment[]): SectionShape {
  let lowest = 0,
    twiceArea = 0
  const waterline: number[] = []
  for (const { ends, normal } of section) {
    const [z0, y0, z1, y1] = ends
    lowest = Math.min(lowest, y0, y1)
    const size = Math.hypot(normal[0], normal[1])
    twiceArea += (((z0 + z1) * normal[0] + (y0 + y1) * normal[1]) / (2 * size)) * Math.hypot(z1 - z0, y1 - y0)
    if (y0 === 0) waterline.push(z0)
    if (y1 === 0) waterline.push(z1)
  }
  waterline.sort((a, b) => a - b)
  const span = waterline.length > 0 ? waterline[waterline.length - 1] - waterline[0] : 0
  const points = waterline.filter((z, i) => i === 0 || z - waterline[i - 1] > 1e-9 * span)
  return { beam: span, draft: -lowest, area: twiceArea / 2, waterlinePoints: points.length }
}

/** A piece of a section: its ends (z, y), each with a key (the hull edge it lies on, or −1 at the waterline), and the outward normal (n_z, n_y). */
interface CutSegment {
  keys: [number, number]
  ends: [number, number, number, number]
  normal: [number, number]
}

/**
 * The segment where triangle t (its offset into index; vertices in world) crosses the plane x = station,
 * clipped to y ≤ 0, appended to `section`. Each end is keyed by the hull edge it lies on (found from
 * the edge's lower vertex, so both triangles of an edge compute the same point), for coarsen.
 */
function cutTriangle(world: Float64Array, index: Uint32Array, t: number, station: number, section: CutSegment[]): void {
  const corners = [3 * index[t], 3 * index[t + 1], 3 * index[t + 2]]
  const points: number[] = []
  const keys: number[] = []
  for (let k = 0; k < 3; k++) {
    const p = Math.min(corners[k], corners[(k + 1) % 3]),
      q = Math.max(corners[k], corners[(k + 1) % 3])
    // a corner on the plane counts as on its far side, so each crossing is found once
    const dp = world[p] - station,
      dq = world[q] - station
    if (dp < 0 !== dq < 0) {
      const f = dp / (dp - dq)
      points.push(world[p + 2] + f * (world[q + 2] - world[p + 2]), world[p + 1] + f * (world[q + 1] - world[p + 1]))
      keys.push((p / 3) * (world.length / 3) + q / 3)
    }
  }
  if (points.length !== 4) return
  let [z0, y0, z1, y1] = points
  let [k0, k1] = keys
  if (y0 > 0 && y1 > 0) return
  if (y0 > 0 || y1 > 0) {
    const f = y0 / (y0 - y1)
    const z = z0 + f * (z1 - z0)
    if (y0 > 0) [z0, y0, k0] = [z, 0, -1]
    else [z1, y1, k1] = [z, 0, -1]
  }
  // the outward normal's part in the section plane
  const [, ny, nz] = triangleNormal(world, index, t)
  if (ny === 0 && nz === 0) return
  section.push({ keys: [k0, k1], ends: [z0, y0, z1, y1], normal: [nz, ny] })
}

/**
 * A section of many small segments (a fine hull's) as about `panels` chords: the segments are chained
 * end to end through their edge keys, and each run along a chain of about perimeter / panels is
 * replaced by its chord, with the run's summed normal (the panel method's cost grows with the cube of
 * its panels). Rows of z0, y0, z1, y1, n_z, n_y.
 */
function coarsen(section: CutSegment[], panels: number): number[] {
  let perimeter = 0
  const byKey = new Map<number, number[]>()
  section.forEach((s, i) => {
    perimeter += Math.hypot(s.ends[2] - s.ends[0], s.ends[3] - s.ends[1])
    for (const key of s.keys) {
      if (key < 0) continue
      const list = byKey.get(key)
      if (list === undefined) byKey.set(key, [i])
      else list.push(i)
    }
  })
  const size = perimeter / panels
  const used = new Uint8Array(section.length)
  const out: number[] = []
  // open chains first (from an end no other segment shares), then closed loops
  const order = section.map((_, i) => i)
  const isOpen = (i: number) => section[i].keys.some((key) => key < 0 || byKey.get(key)!.length < 2)
  order.sort((i, j) => Number(isOpen(j)) - Number(isOpen(i)))
  for (const start of order) {
    if (used[start]) continue
    // walk from the start's end that is open (or either end of a loop)
    let current = start
    let from = isFree(section[start].keys[0], byKey) ? 0 : isFree(section[start].keys[1], byKey) ? 1 : 0
    let z = section[start].ends[2 * from],
      y = section[start].ends[2 * from + 1]
    let runZ = z,
      runY = y,
      runLength = 0,
      nz = 0,
      ny = 0
    for (;;) {
      used[current] = 1
      const s = section[current]
      const to = 1 - from
      const toZ = s.ends[2 * to],
        toY = s.ends[2 * to + 1]
      runLength += Math.hypot(toZ - z, toY - y)
      nz += s.normal[0] / Math.hypot(s.normal[0], s.normal[1])
      ny += s.normal[1] / Math.hypot(s.normal[0], s.normal[1])
      z = toZ
      y = toY
      const key = s.keys[to]
      const next = key < 0 ? undefined : byKey.get(key)!.find((i) => !used[i])
      if (runLength >= size || next === undefined || isCorner(nz, ny, section[next].normal)) {
        pushRun(out, runZ, runY, z, y, nz, ny)
        runZ = z
        runY = y
        runLength = 0
        nz = ny = 0
      }
      if (next === undefined) break
      from = section[next].keys[0] === key ? 0 : 1
      current = next
    }
  }
  return out
}

/**
 * Append a run (z0, y0) → (z1, y1) of summed normal (n_z, n_y) to `out`, or lengthen the last run with it
 * when it continues that run in a straight line. A flat side that the hull's triangles cut into pieces of
 * other lengths on each side (a box's: 1.8 + 0.2 m on one, 2 m on the other) is then one run, split into
 * panels evenly (splitPanels): the panels of a symmetric section come out symmetric. Uneven ones leaked
 * the heave potential into the antisymmetric modes: the barge's roll diffraction in 14 s waves came out
 * (0.03, −0.72) where its symmetric panels give (−0.94, −0.15), converging to that only past 80 panels.
 */
function pushRun(out: number[], z0: number, y0: number, z1: number, y1: number, nz: number, ny: number): void {
  const last = out.length - 6
  if (last >= 0 && out[last + 2] === z0 && out[last + 3] === y0) {
    const mz = out[last + 4],
      my = out[last + 5]
    const straight = Math.abs(mz * ny - my * nz) <= 1e-9 * Math.hypot(mz, my) * Math.hypot(nz, ny)
    if (straight && mz * nz + my * ny > 0) {
      out[last + 2] = z1
      out[last + 3] = y1
      out[last + 4] = mz + nz
      out[last + 5] = my + ny
      return
    }
  }
  out.push(z0, y0, z1, y1, nz, ny)
}

/**
 * Whether the next segment turns more than 15° from the run so far (summed normal n_z, n_y): a run ends at
 * a corner, so that a coarse hull's section keeps its corners (a chord across a box's bilge made each
 * station's section another shape) while a fine hull's gentle curve is still merged.
 */
function isCorner(nz: number, ny: number, next: [number, number]): boolean {
  const dot = nz * next[0] + ny * next[1]
  return dot < Math.cos(Math.PI / 12) * Math.hypot(nz, ny) * Math.hypot(next[0], next[1])
}

/** An end no other segment continues from (the waterline, or a hull edge cut once). */
function isFree(key: number, byKey: Map<number, number[]>): boolean {
  return key < 0 || byKey.get(key)!.length < 2
}
