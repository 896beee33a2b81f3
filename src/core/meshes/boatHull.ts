import { requireInteger, requirePositive } from './checkArguments.js'
import type { TriangleMesh } from './types.js'

/** The shape of boatHullMesh. Lengths in metres. */
export interface BoatHullOptions {
  /** m, along x, stern at −length/2, bow at +length/2; default 4 */
  length?: number
  /** m, greatest width along z; default 1.2 */
  beam?: number
  /** m, keel to deck along y, keel at −depth/2, deck at +depth/2; default 0.6 */
  depth?: number
  /** 'round': each section is half an ellipse (a canoe-like bilge); 'v': a hard chine; default 'round' */
  bilge?: 'round' | 'v'
  /** 'v' bilge: height of the chine above the keel, m, less than depth; default depth / 3 */
  deadrise?: number
  /** Fraction of the length over which the hull narrows to the bow, (0, 1]; default 0.35 */
  bowLength?: number
  /** Segments along the length, 2 or more; default 24 */
  stations?: number
  /** Segments of each side of a section, keel to deck edge, 2 or more; default 8 */
  sectionSegments?: number
}

/**
 * Half a section at full beam, starboard side (z ≥ 0), from the keel (point 0) to the deck edge
 * (point K): pairs of (z, y), m.
 */
function halfSection(
  bilge: 'round' | 'v',
  beam: number,
  depth: number,
  deadrise: number,
  segments: number,
): Float64Array {
  const points = new Float64Array(2 * (segments + 1))
  if (bilge === 'round') {
    // Lower half of the ellipse centred on the deck's middle, semi-axes beam/2 and depth. Both
    // coordinates come from sines of angles that are exactly 0 at the keel and at the deck edge, so
    // the keel lies on z = 0 and the deck on y = depth/2 exactly.
    for (let k = 0; k <= segments; k++) {
      points[2 * k] = (beam / 2) * Math.sin((Math.PI / 2) * (k / segments))
      points[2 * k + 1] = depth / 2 - depth * Math.sin((Math.PI / 2) * ((segments - k) / segments))
    }
    return points
  }
  // Straight bottom from the keel up to the chine, then a vertical topside to the deck edge.
  // Interpolated as (1 − f) a + f b, which lands exactly on both ends.
  const bottomSegments = Math.ceil(segments / 2)
  const keelY = -depth / 2
  const chineY = keelY + deadrise
  for (let k = 0; k <= segments; k++) {
    if (k <= bottomSegments) {
      const f = k / bottomSegments
      points[2 * k] = (beam / 2) * f
      points[2 * k + 1] = (1 - f) * keelY + f * chineY
    } else {
      const f = (k - bottomSegments) / (segments - bottomSegments)
      points[2 * k] = beam / 2
      points[2 * k + 1] = (1 - f) * chineY + f * (depth / 2)
    }
  }
  return points
}

/**
 * A simple closed boat hull: length along x (bow toward +x), beam along z, depth along y, centred on
 * its bounding box. The same section (round or hard-chine 'v', see BoatHullOptions) is lofted along
 * the length: full width over the parallel body and the flat transom stern, then narrowed by
 * w = 1 − s² over the bow (s from 0 where the narrowing starts to 1 at the bow), which gives a pointed,
 * vertical stem. The deck is flat at y = depth/2; the transom is a fan about (−length/2, 0, 0).
 *
 * The origin is the middle of the bounding box, not the centre of mass: translate by the hull's
 * centroid (createHull(...).centroid) to put the body origin there.
 */
export function boatHullMesh(options: BoatHullOptions = {}): TriangleMesh {
  if (options == null || typeof options !== 'object') {
    throw new Error('boatHullMesh: options must be an object such as { length: 4, beam: 1.2 }')
  }
  const length = requirePositive('boatHullMesh', 'length', options.length ?? 4)
  const beam = requirePositive('boatHullMesh', 'beam', options.beam ?? 1.2)
  const depth = requirePositive('boatHullMesh', 'depth', options.depth ?? 0.6)
  const bilge = options.bilge ?? 'round'
  if (bilge !== 'round' && bilge !== 'v') {
    throw new Error(`boatHullMesh: bilge is ${String(bilge)}; it must be 'round' or 'v'`)
  }
  const deadrise = requirePositive('boatHullMesh', 'deadrise', options.deadrise ?? depth / 3)
  if (deadrise >= depth) {
    throw new Error(`boatHullMesh: deadrise ${deadrise} must be less than depth ${depth}`)
  }
  const bowLength = requirePositive('boatHullMesh', 'bowLength', options.bowLength ?? 0.35)
  if (bowLength > 1)
    throw new Error(`boatHullMesh: bowLength is ${bowLength}; it must be in (0, 1], a fraction of the length`)
  const stations = requireInteger('boatHullMesh', 'stations', options.stations ?? 24, 2, 1 << 16)
  const sectionSegments = requireInteger('boatHullMesh', 'sectionSegments', options.sectionSegments ?? 8, 2, 1 << 12)

  const half = halfSection(bilge, beam, depth, deadrise, sectionSegments)
  const K = sectionSegments
  // A section's loop: keel, starboard 1…K up to the deck edge, across the deck, port K…1 down.
  const loopLength = 2 * K + 1
  const bowStart = length / 2 - bowLength * length

  // Every station has a keel vertex and K starboard and K port vertices, except the bow, where the
  // width is zero and port and starboard coincide.
  const stationVertexCount = (i: number) => (i === stations ? K + 1 : loopLength)
  let vertexCount = 1 // the transom's centre
  for (let i = 0; i <= stations; i++) vertexCount += stationVertexCount(i)
  const positions = new Float64Array(3 * vertexCount)
  const loops: Uint32Array[] = []
  let next = 1
  for (let i = 0; i <= stations; i++) {
    const x = -length / 2 + (length * i) / stations
    const s = x > bowStart ? Math.min(1, (x - bowStart) / (bowLength * length)) : 0
    const width = i === stations ? 0 : 1 - s * s
    const loop = new Uint32Array(loopLength)
    for (let k = 0; k <= K; k++) {
      const starboard = next++
      positions.set([x, half[2 * k + 1], width * half[2 * k]], 3 * starboard)
      loop[k] = starboard
      if (k === 0) continue
      let port = starboard
      if (i !== stations) {
        port = next++
        positions.set([x, half[2 * k + 1], -width * half[2 * k]], 3 * port)
      }
      loop[loopLength - k] = port
    }
    loops.push(loop)
  }
  positions.set([-length / 2, 0, 0], 0)

  const indices: number[] = []
  const addTriangle = (a: number, b: number, c: number) => {
    if (a !== b && b !== c && c !== a) indices.push(a, b, c)
  }
  // The loop runs counter-clockwise seen from the stern (−x), so the transom fan faces −x.
  const transom = loops[0]
  for (let j = 0; j < loopLength; j++) addTriangle(0, transom[j], transom[(j + 1) % loopLength])
  for (let i = 0; i < stations; i++) {
    const aft = loops[i]
    const fore = loops[i + 1]
    for (let j = 0; j < loopLength; j++) {
      const jn = (j + 1) % loopLength
      // Forward along x, then along the loop: outward. The diagonal joins the lower aft corner to the
      // upper fore one, mirrored on the port side so the hull is exactly symmetric about z = 0 where
      // its quads are not planar; beside the keel it is the other diagonal, because at the bow three
      // of those corners lie in the plane z = 0 and the usual one would fold a triangle onto its mirror.
      const starboard = j <= K
      const besideKeel = j === 0 || jn === 0
      if (starboard !== besideKeel) {
        addTriangle(aft[j], fore[j], fore[jn])
        addTriangle(aft[j], fore[jn], aft[jn])
      } else {
        addTriangle(aft[j], fore[j], aft[jn])
        addTriangle(aft[jn], fore[j], fore[jn])
      }
    }
  }
  return { positions, indices: Uint32Array.from(indices) }
}
