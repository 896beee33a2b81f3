import type { WaterSurface } from '../types.js'
import { ABOUT, LEVEL, POSITION } from './pose.js'

interface BatchedWater {
  heightsAt(xz: ArrayLike<number>, t: number, out: { [i: number]: number }, count?: number): void
}

// Everything that asks the water: the water, time and torque point of the call in progress, for
// the vertices and for the clippings that need the true depth elsewhere (curved, adaptive). Module
// state rather than an object per call: computeHydrostatics is not re-entrant, and the hot loop
// must not allocate. The time is kept as the caller's number and handed on as is, so that V8 boxes
// a fractional time at most once per call.
let water: WaterSurface | null = null
let batched: BatchedWater | null = null
let time = 0
const origin = new Float64Array(3)
const query = new Float64Array(2)
const answer = new Float64Array(1)

/**
 * Point the probe at this call's water and time; positions given to probeDepth are relative to
 * about[at..at + 2]. The water's batched heightsAt is preferred, since it returns through an array.
 */
export function setDepthProbe(surface: WaterSurface | null, t: number, about: Float64Array, at: number): void {
  water = surface
  const b = surface as Partial<BatchedWater> | null
  batched = b !== null && typeof b.heightsAt === 'function' ? (b as BatchedWater) : null
  time = t
  origin[0] = about[at]
  origin[1] = about[at + 1]
  origin[2] = about[at + 2]
}

/**
 * The water height under the body origin, frame[POSITION], x and z (the plane of 'flat' clipping and
 * of 'volume'), written to frame[LEVEL]; through the batched heightsAt when the water has one.
 */
export function probeLevel(frame: Float64Array): void {
  const wx = frame[POSITION], wz = frame[POSITION + 2]
  let height: number
  if (batched !== null) {
    query[0] = wx
    query[1] = wz
    batched.heightsAt(query, time, answer, 1)
    height = answer[0]
  } else {
    height = (water as WaterSurface).heightAt(wx, wz, time)
  }
  if (!(height - height === 0)) {
    throw new Error(
      `computeHydrostatics: the water height under the body origin (x = ${wx}, z = ${wz}, t = ${time}) is ${height}; heightAt must return finite numbers`,
    )
  }
  frame[LEVEL] = height
}

/**
 * The true depth eta(x, z, t) − y (m, positive under water) at the point p[o..o + 2] (relative to
 * the torque point), written to p[o + 3]. A NaN or infinite height is refused with an Error.
 */
export function probeDepth(p: Float64Array, o: number): void {
  const wx = p[o] + origin[0]
  const wz = p[o + 2] + origin[2]
  let height: number
  if (batched !== null) {
    query[0] = wx
    query[1] = wz
    batched.heightsAt(query, time, answer, 1)
    height = answer[0]
  } else {
    height = (water as WaterSurface).heightAt(wx, wz, time)
  }
  if (!(height - height === 0)) {
    throw new Error(
      `computeHydrostatics: water.heightAt(${wx}, ${wz}, ${time}) returned ${height} at a point inside a hull triangle; it must be a finite number`,
    )
  }
  p[o + 3] = height - (p[o + 1] + origin[1])
}

function badHeight(vertex: number, horizontal: Float64Array, height: number): Error {
  return new Error(
    `computeHydrostatics: the water height under hull vertex ${vertex} (x = ${horizontal[2 * vertex]}, z = ${horizontal[2 * vertex + 1]}, t = ${time}) is ${height}; heightAt must return finite numbers`,
  )
}

/**
 * Depth eta(x, z, t) − y of every vertex (m, positive under water) from their world x, z
 * (`horizontal`) and their heights relative to frame[ABOUT + 1], with the water's batched heightsAt
 * when it has one (a WaveField does) and heightAt otherwise. A NaN or infinite height is refused
 * with an Error naming the vertex: treating it as dry would hide a broken sampler.
 */
export function probeVertexDepths(
  count: number, relative: Float64Array, horizontal: Float64Array, frame: Float64Array, depth: Float64Array,
): void {
  const aboutY = frame[ABOUT + 1]
  if (batched !== null) {
    batched.heightsAt(horizontal, time, depth, count)
    for (let i = 0; i < count; i++) {
      const height = depth[i]
      if (!(height - height === 0)) throw badHeight(i, horizontal, height)
      depth[i] = height - (relative[3 * i + 1] + aboutY)
    }
  } else {
    const surface = water as WaterSurface
    for (let i = 0; i < count; i++) {
      const height = surface.heightAt(horizontal[2 * i], horizontal[2 * i + 1], time)
      if (!(height - height === 0)) throw badHeight(i, horizontal, height)
      depth[i] = height - (relative[3 * i + 1] + aboutY)
    }
  }
}
