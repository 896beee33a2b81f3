import { computeHydrostatics, createHydrostaticsResult, createWetSurface } from '../hydrostatics/index.js'
import type { WetSurface } from '../hydrostatics/index.js'
import type { HydrostaticsOptions, HydrostaticsResult } from '../hydrostatics/types.js'
import type { Hull } from '../hull/types.js'
import type { Quaternion, Vector, WaterSurface } from '../types.js'

/** A horizontal water plane whose height can be moved between calls. */
export interface LevelSurface extends WaterSurface {
  /** world y of the plane, m */
  level: number
}

/**
 * Everything one flat-water hydrostatics query needs, made once and reused: a movable plane, a pose,
 * the options (with a wet-surface buffer, so the waterplane moments can be read after each call)
 * and the result. `calls` counts the computeHydrostatics calls made through it.
 */
export interface FlatProbe {
  readonly surface: LevelSurface
  readonly position: Vector
  readonly quaternion: Quaternion
  readonly pose: { position: Vector; quaternion: Quaternion }
  readonly options: HydrostaticsOptions
  readonly result: HydrostaticsResult
  readonly wet: WetSurface
  calls: number
}

/** A probe at density (kg/m³) and gravity (m/s²), its plane at `level` (m). */
export function createFlatProbe(density: number, gravity: number, level: number): FlatProbe {
  const surface: LevelSurface = {
    level,
    heightAt() {
      return this.level
    },
  }
  const position = { x: 0, y: 0, z: 0 }
  const quaternion = { x: 0, y: 0, z: 0, w: 1 }
  const wet = createWetSurface(64)
  return {
    surface,
    position,
    quaternion,
    pose: { position, quaternion },
    // 'flat' clipping cuts at the plane's height: exact here, and one height query per call
    options: { density, gravity, clipping: 'flat', integrator: 'exact', wetSurface: wet },
    result: createHydrostaticsResult(),
    wet,
    calls: 0,
  }
}

/** Hydrostatics of `hull` at the probe's pose against its plane; the wet surface is recorded. */
export function measure(probe: FlatProbe, hull: Hull): HydrostaticsResult {
  probe.calls++
  return computeHydrostatics(hull, probe.pose, probe.surface, probe.options, probe.result)
}

/** Copy a quaternion into the probe's pose. */
export function setOrientation(probe: FlatProbe, q: Quaternion): void {
  probe.quaternion.x = q.x
  probe.quaternion.y = q.y
  probe.quaternion.z = q.z
  probe.quaternion.w = q.w
}
