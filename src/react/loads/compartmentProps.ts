import type { Ref } from 'react'
import { type CompartmentState, type CompartmentOptions, type Hull, boxMesh, createHull } from '../../core/internal.js'
import { type HullInput, hullFromInput } from '../buoyant/hullSource.js'
import { checkAmount, checkTuple } from '../propChecks.js'
import { type Triple, vectorOf } from './loadProps.js'

/** An opening between a `<Compartment>` and the sea. */
export interface CompartmentHole {
  /** m, in the `<Buoyant>`'s group frame: on (or in) the compartment */
  position: Triple
  /** m², ≥ 0 (0 is closed); may change at run time */
  area: number
  /** C_d, (0, 1]; default 0.6 (a sharp-edged orifice); may change at run time */
  dischargeCoefficient?: number
}

/** A pump that sends a `<Compartment>`'s water overboard. */
export interface CompartmentPump {
  /** m³/s, ≥ 0; may change at run time */
  rate: number
  /** default true */
  enabled?: boolean
}

/** What a `<Compartment>`'s ref holds. */
export interface CompartmentApi {
  /**
   * The live state of the compartment while its body floats (water volume and mass, level, centroid,
   * holes with their flow, pumps, the ledger), or null (not built yet, or not accepted: see `problem`).
   */
  readonly state: CompartmentState | null
  /**
   * What is wrong with its props (a bad value, outside the hull…), or null. Meanwhile it floods as it was
   * last built, with its water (not at all if it never was).
   */
  readonly problem: string | null
}

/** Props of {@link Compartment}. */
export interface CompartmentProps {
  /** For messages and the Flooding model's compartment name. */
  name?: string
  /**
   * A box along the group's axes: centre (default [0, 0, 0]) and sides, m. Give `box` or `geometry`. Like
   * holes, in the enclosing `<Buoyant>`'s group frame (the frame its mesh is written in).
   */
  box?: { center?: Triple; size: Triple }
  /**
   * Or a closed mesh in the group's frame (a Hull, `{ positions, indices }` or a BufferGeometry). Taken by
   * identity: keep the same object while the shape is the same (a new one rebuilds the compartment).
   */
  geometry?: HullInput
  holes?: readonly CompartmentHole[]
  pumps?: readonly CompartmentPump[]
  /** Fraction of the space water can fill, (0, 1]; default 1. */
  permeability?: number
  /** Water in it when it is first built, m³; default 0. */
  initialVolume?: number
  /** Draw the space (translucent) and its water; default true. */
  visible?: boolean
  /** Colour of the space; default a pale grey. */
  color?: string
  /** Colour of its water; default a bright blue (it shows through the sea). */
  waterColor?: string
  /**
   * Called once with what is wrong (also logged with console.error); the compartment goes on as it was last
   * built, with its water, until the props are put right (one never built does not flood).
   */
  onError?: (error: Error) => void
  ref?: Ref<CompartmentApi>
}

/** What is wrong with the props that can be told without the hull, or null. */
export function checkCompartmentProps(props: CompartmentProps): string | null {
  const { box, geometry } = props
  if ((box === undefined) === (geometry === undefined))
    return 'give it a box={{ center, size }} or a geometry (a closed mesh), one of the two'
  if (box !== undefined) {
    if (typeof box !== 'object' || box === null) return `box must be { center?, size }, got ${String(box)}`
    const problem =
      checkTuple('box.size', box.size, 'm', { sign: 'positive' }) ??
      (box.center === undefined ? null : checkTuple('box.center', box.center, 'm'))
    if (problem !== null) return problem
  }
  if (props.holes !== undefined && !Array.isArray(props.holes))
    return 'holes must be an array of { position, area, dischargeCoefficient? }'
  for (const [i, hole] of (props.holes ?? []).entries()) {
    if (typeof hole !== 'object' || hole === null)
      return `holes[${i}] must be { position, area, dischargeCoefficient? }`
    const problem =
      checkTuple(`holes[${i}].position`, hole.position, 'm') ??
      checkAmount(`holes[${i}].area`, hole.area, 'm²') ??
      (hole.dischargeCoefficient === undefined
        ? null
        : checkAmount(`holes[${i}].dischargeCoefficient`, hole.dischargeCoefficient, 'C_d', 'fraction'))
    if (problem !== null) return problem
  }
  if (props.pumps !== undefined && !Array.isArray(props.pumps)) return 'pumps must be an array of { rate, enabled? }'
  for (const [i, pump] of (props.pumps ?? []).entries()) {
    const problem =
      typeof pump !== 'object' || pump === null
        ? `pumps[${i}] must be { rate, enabled? }`
        : checkAmount(`pumps[${i}].rate`, pump.rate, 'm³/s')
    if (problem !== null) return problem
  }
  return (
    (props.permeability === undefined
      ? null
      : checkAmount('permeability', props.permeability, 'fraction of the space', 'fraction')) ??
    (props.initialVolume === undefined ? null : checkAmount('initialVolume', props.initialVolume, 'm³'))
  )
}

/** The compartment's space as a hull in the group's frame. @throws Error for a geometry that is not a closed mesh */
export function compartmentHull(box: CompartmentProps['box'], geometry: HullInput | undefined, caller: string): Hull {
  if (geometry !== undefined) return hullFromInput(geometry, caller)
  const [sx, sy, sz] = box!.size
  const [cx, cy, cz] = box!.center ?? [0, 0, 0]
  const mesh = boxMesh(sx, sy, sz)
  for (let o = 0; o < mesh.positions.length; o += 3) {
    mesh.positions[o] += cx
    mesh.positions[o + 1] += cy
    mesh.positions[o + 2] += cz
  }
  return createHull(mesh.positions, mesh.indices)
}

/** The Flooding model's options of a compartment, in the group's frame. */
export function compartmentOptions(props: CompartmentProps, hull: Hull): CompartmentOptions & { hull: Hull } {
  return {
    name: props.name,
    hull,
    holes: props.holes?.map((hole) => ({
      position: vectorOf(hole.position),
      area: hole.area,
      dischargeCoefficient: hole.dischargeCoefficient,
    })),
    pumps: props.pumps?.map((pump) => ({ rate: pump.rate, enabled: pump.enabled })),
    permeability: props.permeability,
    initialVolume: props.initialVolume,
  }
}
