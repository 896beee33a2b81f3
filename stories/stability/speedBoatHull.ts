import {
  type Hull,
  type TriangleMesh,
  type Vector,
  boatHullMesh,
  createHull,
  findEquilibrium,
} from 'react-three-buoyancy/core'

/**
 * Ueng's speed boat (Ueng 2013, Table 1): length 40 m, width 10 m, height 15 m, 523 t at a draft of
 * 5.05 m. Drawn as boatHullMesh's hard-chine hull, its V bottom rising 8.8 m from the keel to the chine:
 * that deadrise is what floats 523 t at 5.05 m (5.049 m by findEquilibrium), a block coefficient of 0.25,
 * the fine lines of a fast boat. Mesh frame: length along x (bow +x), keel at y = −7.5, deck at +7.5.
 */
export const SPEED_BOAT = { length: 40, beam: 10, height: 15, deadrise: 8.8, mass: 523_000, draft: 5.05 } as const

const STATIONS = 24
const BOW_LENGTH = 0.35

export function speedBoatMesh(): TriangleMesh {
  const { length, beam, height, deadrise } = SPEED_BOAT
  return boatHullMesh({
    length,
    beam,
    depth: height,
    bilge: 'v',
    deadrise,
    bowLength: BOW_LENGTH,
    stations: STATIONS,
    sectionSegments: 6,
  })
}

/** Keel and chine heights in the mesh frame, m. */
export const KEEL_Y = -SPEED_BOAT.height / 2
export const CHINE_Y = KEEL_Y + SPEED_BOAT.deadrise
export const DECK_Y = SPEED_BOAT.height / 2

/** The hull's width at x as a fraction of the beam: boatHullMesh's 1 − s² over the bow, linear between its stations. */
export function widthFactor(x: number): number {
  const { length } = SPEED_BOAT
  const atStation = (i: number) => {
    if (i >= STATIONS) return 0
    const xi = -length / 2 + (length * i) / STATIONS
    const bowStart = length / 2 - BOW_LENGTH * length
    const s = xi > bowStart ? Math.min(1, (xi - bowStart) / (BOW_LENGTH * length)) : 0
    return 1 - s * s
  }
  const f = ((x + length / 2) / length) * STATIONS
  const i = Math.max(0, Math.min(STATIONS - 1, Math.floor(f)))
  const t = f - i
  return (1 - t) * atStation(i) + t * atStation(i + 1)
}

/** Plating and frames kept clear of the compartments, m. */
const INSET = 0.12

/** Which part of the breadth a compartment takes: all of it, or one side of a centreline bulkhead. */
export type Side = 'both' | 'starboard' | 'port'

/**
 * The space inside the hull between two transverse bulkheads at x0 < x1 (m, mesh frame): the hull's
 * section (V bottom, vertical sides) drawn in by INSET at every hull station between them, so it lies
 * inside the hull as <Compartment> requires; `side` halves it at a centreline bulkhead (starboard is +z:
 * the right hand of someone facing the bow, +x, standing up, +y).
 */
export function hullSliceMesh(x0: number, x1: number, side: Side = 'both'): TriangleMesh {
  const { length } = SPEED_BOAT
  const xs = [x0]
  for (let i = 1; i < STATIONS; i++) {
    const x = -length / 2 + (length * i) / STATIONS
    if (x > x0 + 1e-6 && x < x1 - 1e-6) xs.push(x)
  }
  xs.push(x1)
  // the section loop, counter-clockwise seen from the stern: keel, starboard chine, starboard deck, port deck, port chine
  const section = (w: number): [number, number][] => {
    const half = (SPEED_BOAT.beam / 2) * w - INSET
    const loop: [number, number][] = [
      [0, KEEL_Y + INSET],
      [half, CHINE_Y],
      [half, DECK_Y - INSET],
      [-half, DECK_Y - INSET],
      [-half, CHINE_Y],
    ]
    if (side === 'both') return loop
    // one side: from the centreline bulkhead (half of INSET off the centreline, clear of the V bottom there)
    const z = INSET / 2
    const keel = KEEL_Y + INSET + ((CHINE_Y - KEEL_Y) * z) / Math.max(half, z)
    const starboard: [number, number][] = [
      [z, keel],
      [half, CHINE_Y],
      [half, DECK_Y - INSET],
      [z, DECK_Y - INSET],
    ]
    // mirrored and reversed, so the port loop keeps its outward winding
    return side === 'starboard' ? starboard : starboard.map(([sz, y]): [number, number] => [-sz, y]).reverse()
  }
  const n = side === 'both' ? 5 : 4
  const positions: number[] = []
  for (const x of xs) for (const [z, y] of section(widthFactor(x))) positions.push(x, y, z)
  const indices: number[] = []
  for (let s = 0; s + 1 < xs.length; s++) {
    for (let k = 0; k < n; k++) {
      const a = s * n + k,
        b = s * n + ((k + 1) % n),
        c = (s + 1) * n + k,
        d = (s + 1) * n + ((k + 1) % n)
      indices.push(a, c, d, a, d, b)
    }
  }
  const last = (xs.length - 1) * n
  for (let k = 1; k + 1 < n; k++) {
    indices.push(0, k + 1, k) // aft bulkhead, facing −x
    indices.push(last, last + k, last + k + 1) // forward bulkhead, facing +x
  }
  return { positions: Float64Array.from(positions), indices: Uint32Array.from(indices) }
}

/**
 * A hole's place in a compartment's starboard bottom at the hull station nearest x: `t` of the way out
 * from the keel to the chine, 0.3 m up inside the compartment (a hole must be on or in its compartment,
 * and between stations the plating twists a little). The depth of a hole is what the flow depends on.
 */
export function bottomPoint(x: number, t: number): [number, number, number] {
  const { length } = SPEED_BOAT
  const station = -length / 2 + (length / STATIONS) * Math.round(((x + length / 2) / length) * STATIONS)
  const half = (SPEED_BOAT.beam / 2) * widthFactor(station) - INSET
  return [station, KEEL_Y + INSET + t * (CHINE_Y - KEEL_Y - INSET) + 0.3, t * half]
}

/** The hull as a Hull (mesh frame). */
export function speedBoatHull(): Hull {
  const mesh = speedBoatMesh()
  return createHull(mesh.positions, mesh.indices)
}

/** Centre of mass at a height KG above the keel (m), over the hull's centroid: the ballasted boat. */
export function centerOfMassAt(hull: Hull, kg: number): [number, number, number] {
  return [hull.centroid.x, KEEL_Y + kg, 0]
}

/** Where the boat rests in still water (mesh frame = the <Buoyant>'s group frame). */
export function restingPose(hull: Hull, mass: number, centerOfMass: readonly [number, number, number]) {
  const g: Vector = { x: centerOfMass[0], y: centerOfMass[1], z: centerOfMass[2] }
  return findEquilibrium(hull, { mass, centerOfMass: g })
}
