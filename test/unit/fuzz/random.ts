import { boatHullMesh, boxMesh, cylinderMesh, icosphereMesh, torusMesh } from 'react-three-buoyancy/core'
import type { TriangleMesh } from 'react-three-buoyancy/core'

/** A seeded generator (mulberry32): the same seed gives the same cases on every machine. */
export function random(seed: number) {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** uniform in [lo, hi) */
    uniform: (lo: number, hi: number) => lo + (hi - lo) * next(),
    /** 10^uniform(lo, hi): sizes over many orders of magnitude */
    logUniform: (lo: number, hi: number) => 10 ** (lo + (hi - lo) * next()),
    integer: (lo: number, hi: number) => lo + Math.floor((hi - lo + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(items.length * next())],
    chance: (p: number) => next() < p,
  }
}
export type Random = ReturnType<typeof random>

/** Values a careless or hostile caller might pass for a number. */
export const ABSURD = [NaN, Infinity, -Infinity, 0, -0, -1, 1e-320, 1e308, -1e308, 2 ** 53, 0.5, 1.5, 12, 13]

/** A closed mesh of one of the built-in kinds, of a random size (1 mm to 10^largest m, default 10 km). */
export function closedMesh(r: Random, largest = 4): TriangleMesh {
  const s = r.logUniform(-3, largest)
  switch (r.integer(0, 4)) {
    case 0:
      return boxMesh(s * r.uniform(0.1, 3), s * r.uniform(0.1, 3), s * r.uniform(0.1, 3))
    case 1:
      return icosphereMesh(s, r.integer(0, 2))
    case 2:
      return cylinderMesh(s, s * r.uniform(0.2, 3), r.integer(3, 16))
    case 3:
      return torusMesh(s, s * r.uniform(0.1, 0.9), r.integer(3, 10), r.integer(3, 10))
    default:
      return boatHullMesh()
  }
}

/** The mesh moved by (dx, dy, dz) in place. */
export function moved(mesh: TriangleMesh, dx: number, dy: number, dz: number): TriangleMesh {
  for (let i = 0; i < mesh.positions.length; i += 3) {
    mesh.positions[i] += dx
    mesh.positions[i + 1] += dy
    mesh.positions[i + 2] += dz
  }
  return mesh
}

/**
 * Runs `call` and returns how long it took (ms). The suite's hang guard: a call that never returns
 * cannot be timed out from inside the process, but a call that is merely pathological (seconds for one
 * call) shows here, and the bound is generous (a shared, loaded machine), not a speed target.
 */
export function timed(call: () => void): number {
  const start = performance.now()
  call()
  return performance.now() - start
}

/** What a call gave: a value, or an Error, which must be an Error whose message starts with `prefix`. */
export function outcome<T>(prefix: RegExp, call: () => T): { value: T } | { error: Error } {
  try {
    return { value: call() }
  } catch (error) {
    if (!(error instanceof Error)) throw new Error(`threw a non-Error: ${String(error)}`, { cause: error })
    if (!prefix.test(error.message)) throw new Error(`unclear error: ${error.message}`, { cause: error })
    return { error }
  }
}
