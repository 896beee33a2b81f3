import { useContext, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useReportedProblem } from '../buoyant/Buoyant.js'
import { BuoyantContext, useBuoyantContext } from '../buoyant/BuoyantContext.js'
import { OutsideBuoyant } from './OutsideBuoyant.js'
import type { CompartmentEntry } from '../../cannon/internal.js'
import { CompartmentView } from '../debug/CompartmentView.js'
import {
  type CompartmentProps,
  checkCompartmentProps,
  compartmentHull,
  compartmentOptions,
} from './compartmentProps.js'
import { loadLabel } from './loadProps.js'
import { useLastAccepted } from './useLastAccepted.js'
import { useStableValue } from '../useStableValue.js'
import { type CompartmentOptions, type Hull, describeError } from '../../core/internal.js'
import type { HullInput } from '../buoyant/hullSource.js'

export type { CompartmentApi, CompartmentHole, CompartmentProps, CompartmentPump } from './compartmentProps.js'

/**
 * A watertight space in the enclosing `<Buoyant>` that can flood: a box or a closed mesh in the group's
 * frame, with holes to the sea and pumps (createFlooding and attachFlooding of the core and cannon entries).
 * Through a hole under water flows Q = C_d a √(2 g d); the water inside stays level as the hull heels and
 * its weight acts at its centroid, so the ship takes on water, lists, settles, or sinks. Drawn as a
 * translucent space with its water (`visible`).
 *
 * Hole areas, discharge coefficients and pump rates change in place at run time; any other change rebuilds
 * the compartment with the water it holds. Bad props, a compartment that is not inside the hull or a hole
 * off its compartment are reported (console.error, `onError`), and the compartment goes on as it was last
 * built, with its water, until they are put right (one never built does not flood); the rest of the scene
 * goes on. The ref holds {@link CompartmentApi}: the live state (water, level, flows).
 */
export function Compartment(props: CompartmentProps) {
  const inside = useContext(BuoyantContext) !== null
  if (!inside) return <OutsideBuoyant kind="Compartment" name={props.name} onError={props.onError} />
  return <CompartmentLoad {...props} />
}

function CompartmentLoad(props: CompartmentProps) {
  const { loads, label: buoyant } = useBuoyantContext('<Compartment>')
  const label = loadLabel('Compartment', props.name, buoyant)
  const [key] = useState(() => ({}))
  const propsProblem = checkCompartmentProps(props)

  // the space of the last good props: a bad value elsewhere for one render keeps the same hull (a new one
  // rebuilds the compartment when the props are put right)
  const source = useLastAccepted(propsProblem === null ? { box: props.box, geometry: props.geometry } : null)
  const box = source?.box
  const boxKey = box === undefined ? null : JSON.stringify([box.center ?? [0, 0, 0], box.size])
  const geometry = source?.geometry
  const shape = useMemo(() => {
    if (boxKey === null && geometry === undefined) return { hull: null, problem: null }
    try {
      return { hull: compartmentHull(box, geometry, label), problem: null }
    } catch (error) {
      return { hull: null, problem: `cannot use its geometry: ${describeError(error)}` }
    }
    // the box by its numbers: a new inline object each render is the same box
  }, [boxKey, geometry, label])

  // A bad prop (a NaN hole area for one render) keeps the compartment the last good props made, so it floods
  // on with its water, as a component goes on with its last good value; registering none dropped 26.83 m³ in
  // a step and refilled from initialVolume once put right (an independent audit).
  const hull = propsProblem === null ? shape.hull : null
  const built = useStableValue(
    useLastAccepted(hull === null ? null : { box, geometry, options: compartmentOptions(props, hull) }),
  )
  // what the loads found wrong (outside the hull, a hole off the compartment) holds for those options only;
  // meanwhile the loads flood the compartment as last accepted, and it is drawn so
  const [late, setLate] = useState<{ options: object; problem: string } | null>(null)
  const [accepted, setAccepted] = useState<BuiltCompartment | null>(null)
  const entry = useMemo<CompartmentEntry | null>(
    () =>
      built === null
        ? null
        : {
            label,
            options: built.options,
            onProblem: (problem) => {
              if (problem === null) setAccepted(built)
              setLate(problem === null ? null : { options: built.options, problem })
            },
          },
    [built, label],
  )
  const lateProblem = late !== null && late.options === built?.options ? late.problem : null
  const drawn = lateProblem !== null && accepted !== null ? accepted : built

  useLayoutEffect(() => () => loads.setCompartment(key, null), [loads, key])
  useLayoutEffect(() => {
    loads.setCompartment(key, entry)
  }, [loads, key, entry])

  const problem = propsProblem ?? shape.problem ?? lateProblem
  const problemRef = useRef(problem)
  problemRef.current = problem
  useReportedProblem(label, problem, props.onError)
  useImperativeHandle(
    props.ref,
    () => ({
      get state() {
        return loads.compartment(key)
      },
      get problem() {
        return problemRef.current
      },
    }),
    [loads, key],
  )

  if (props.visible === false || drawn === null) return null
  return (
    <CompartmentView
      box={drawn.box}
      geometry={drawn.geometry}
      hull={drawn.options.hull}
      state={() => loads.compartment(key)}
      color={props.color}
      waterColor={props.waterColor}
    />
  )
}

/** A compartment as good props made it: its space as given (drawn) and the Flooding model's options. */
interface BuiltCompartment {
  box: CompartmentProps['box']
  geometry: HullInput | undefined
  options: CompartmentOptions & { hull: Hull }
}
