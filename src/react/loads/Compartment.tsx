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
import { useStableValue } from '../useStableValue.js'
import { describeError } from '../../core/internal.js'

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
 * off its compartment are reported (console.error, `onError`) and that compartment does not flood; the
 * rest of the scene goes on. The ref holds {@link CompartmentApi}: the live state (water, level, flows).
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

  const box = propsProblem === null ? props.box : undefined
  const boxKey = box === undefined ? null : JSON.stringify([box.center ?? [0, 0, 0], box.size])
  const geometry = propsProblem === null ? props.geometry : undefined
  const shape = useMemo(() => {
    if (boxKey === null && geometry === undefined) return { hull: null, problem: null }
    try {
      return { hull: compartmentHull(box, geometry, label), problem: null }
    } catch (error) {
      return { hull: null, problem: `cannot use its geometry: ${describeError(error)}` }
    }
    // the box by its numbers: a new inline object each render is the same box
  }, [boxKey, geometry, label])

  const options = useStableValue(shape.hull === null ? null : compartmentOptions(props, shape.hull))
  // what the loads found wrong (outside the hull, a hole off the compartment) holds for those options only
  const [late, setLate] = useState<{ options: object; problem: string } | null>(null)
  const entry = useMemo<CompartmentEntry | null>(
    () =>
      options === null
        ? null
        : {
            label,
            options,
            onProblem: (problem) => setLate(problem === null ? null : { options, problem }),
          },
    [options, label],
  )
  const lateProblem = late !== null && late.options === options ? late.problem : null

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

  if (props.visible === false || shape.hull === null) return null
  return (
    <CompartmentView
      box={box}
      geometry={geometry}
      hull={shape.hull}
      state={() => loads.compartment(key)}
      color={props.color}
      waterColor={props.waterColor}
    />
  )
}
