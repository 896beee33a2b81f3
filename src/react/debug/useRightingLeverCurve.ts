import { useFrame } from '@react-three/fiber'
import { useRef, useState } from 'react'
import { type Loading, type RightingLeverCurve, rightingLeverCurve } from '../../core/internal.js'
import { useBuoyantContext } from '../buoyant/BuoyantContext.js'
import { usePhysicsContext } from '../physics/PhysicsContext.js'
import { describeError, lengthAlongZ } from '../../core/internal.js'

/** Options of {@link useRightingLeverCurve}. */
export interface UseRightingLeverCurveOptions {
  /** Heels to evaluate, rad, ascending. Default −90° to 90° by 4° (46 heels: a list either way shows). */
  heels?: readonly number[]
  /** Let the ship trim at each heel (default true); false is about twice as fast. */
  freeTrim?: boolean
  /** Wall-clock seconds between recomputations at least; default 1 (a curve costs tens of milliseconds). */
  minInterval?: number
  /** Recompute when any compartment's water changed by more than this fraction of its capacity; default 0.01. */
  floodTolerance?: number
  /**
   * The hull's axis along the ship's length, about which it heels (rightingLeverCurve's `lengthAxis`).
   * Default 'auto': the longer of the hull's body x and z, so that a glTF model, modelled with its length
   * along z, gets its heel's curve and not its trim's.
   */
  lengthAxis?: 'x' | 'z' | 'auto'
}

/** The righting-lever curve of a `<Buoyant>` as it is loaded now. */
export interface RightingLeverCurveState {
  /** null until the body floats, or when no curve can be drawn (see `problem`) */
  curve: RightingLeverCurve | null
  /** why there is no curve (the ship is heavier than its hull can float: it sinks), or null */
  problem: string | null
  /** the loading it was computed for (body coordinates) */
  loading: Loading | null
  /** the length axis the curve was taken about ('auto' resolved): read the ship's heel with shipAttitude(q, out, lengthAxis) */
  lengthAxis: 'x' | 'z'
}

const DEFAULT_HEELS: readonly number[] = Array.from({ length: 46 }, (_, i) => ((-90 + 4 * i) * Math.PI) / 180)

/**
 * The GZ curve of the enclosing `<Buoyant>` with its cargo and flood water (rightingLeverCurve of the core,
 * at constant displacement, in still water), kept current: recomputed when a cargo moves or a compartment
 * changes, and while water flows in or out, at most once every `minInterval` seconds of wall-clock time.
 * The heel is about the ship's length: the longer of the hull's body x and z unless `lengthAxis` says.
 * Read the ship's own heel with shipAttitude(body.quaternion, undefined, state.lengthAxis) to mark it on
 * the curve.
 */
export function useRightingLeverCurve(options: UseRightingLeverCurveOptions = {}): RightingLeverCurveState {
  const { api, loads, waterDensity } = useBuoyantContext('useRightingLeverCurve')
  const { loop } = usePhysicsContext('useRightingLeverCurve')
  const [state, setState] = useState<RightingLeverCurveState>({
    curve: null,
    problem: null,
    loading: null,
    lengthAxis: 'x',
  })
  const computed = useRef<{ version: number; volumes: number[]; at: number } | null>(null)
  const latest = useRef(options)
  latest.current = options

  useFrame(() => {
    const {
      heels = DEFAULT_HEELS,
      freeTrim = true,
      minInterval = 1,
      floodTolerance = 0.01,
      lengthAxis = 'auto',
    } = latest.current
    const hull = api.hull
    const loading = loads.loading()
    if (hull === null || loading === null) return
    const now = performance.now()
    const previous = computed.current
    if (previous !== null && now - previous.at < 1000 * minInterval) return
    const compartments = loads.flooding?.flooding.compartments ?? []
    const volumes = compartments.map((c) => c.waterVolume)
    const unchanged =
      previous !== null &&
      previous.version === loads.version &&
      previous.volumes.length === volumes.length &&
      compartments.every((c, i) => Math.abs(volumes[i] - previous.volumes[i]) <= floodTolerance * c.capacity)
    if (unchanged) return
    computed.current = { version: loads.version, volumes, at: now }
    try {
      const axis = lengthAlongZ('useRightingLeverCurve', hull, { lengthAxis }) ? 'z' : 'x'
      const curve = rightingLeverCurve(hull, loading, {
        heels,
        freeTrim,
        density: waterDensity,
        gravity: -loop.world.gravity.y,
        lengthAxis: axis,
      })
      setState({ curve, problem: null, loading, lengthAxis: axis })
    } catch (error) {
      setState((before) => ({ curve: null, problem: describeError(error), loading, lengthAxis: before.lengthAxis }))
    }
  })
  return state
}
