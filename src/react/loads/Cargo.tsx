import { type ReactNode, useContext, useLayoutEffect, useState } from 'react'
import { useReportedProblem } from '../buoyant/Buoyant.js'
import { BuoyantContext, useBuoyantContext } from '../buoyant/BuoyantContext.js'
import { NOT_A_HULL_PART } from '../hull/drawnMeshes.js'
import { OutsideBuoyant } from './OutsideBuoyant.js'
import { checkAmount, checkTuple } from '../propChecks.js'
import { type Triple, loadLabel } from './loadProps.js'
import { useLastAccepted } from './useLastAccepted.js'

/** Props of {@link Cargo}. */
export interface CargoProps {
  /** kg, ≥ 0 */
  mass: number
  /**
   * m: the cargo's centre in the frame of the enclosing `<Buoyant>`'s group, the frame its mesh is written
   * in (not the body's centre-of-mass frame, and not that of any group placed between the two). Changing it
   * moves the cargo: the ship lists or trims.
   */
  position: Triple
  /** m: a solid box of uniform density with these sides along the group's axes; without it, a point mass. */
  size?: Triple
  /** For messages. */
  name?: string
  /**
   * Called once with what is wrong with the props (also logged with console.error); the cargo then stays as
   * it last was with good props (left out if it never had them).
   */
  onError?: (error: Error) => void
  /** Drawn at `position`, moving with the ship (a crate, say): the cargo itself draws nothing. */
  children?: ReactNode
}

/** What is wrong with a cargo's props, or null. */
export function checkCargoProps(props: CargoProps): string | null {
  return (
    checkAmount('mass', props.mass, 'kg') ??
    checkTuple('position', props.position, 'm') ??
    (props.size === undefined ? null : checkTuple('size', props.size, 'm', { sign: 'positive' }))
  )
}

/**
 * A mass carried by the enclosing `<Buoyant>`: a point or a box, placed in the group's frame. It adds to
 * the body's mass, moves its centre of mass G and adds its inertia (parallel axes), through attachCargo
 * of `react-three-buoyancy/cannon`; moving it at run time lists or trims the ship, which comes to rest at
 * the heel its righting-lever curve predicts. Bad props are reported (console.error, `onError`) and the
 * cargo stays as it last was with good props (left out if it never had them).
 */
export function Cargo(props: CargoProps) {
  const inside = useContext(BuoyantContext) !== null
  if (!inside) return <OutsideBuoyant kind="Cargo" name={props.name} onError={props.onError} />
  return <CargoLoad {...props} />
}

function CargoLoad(props: CargoProps) {
  const { loads, label: buoyant } = useBuoyantContext('<Cargo>')
  const label = loadLabel('Cargo', props.name, buoyant)
  const [key] = useState(() => ({}))
  const problem = checkCargoProps(props)
  // A bad prop (a slider passing NaN) leaves the cargo as it last was, as every component goes on with its
  // last good value: left out, the ship jumped up by its mass and back (an independent audit saw a flooded
  // barge pour out water that way). On a first render there is none: the cargo waits for good props.
  const load = useLastAccepted(
    problem === null ? { mass: props.mass, position: props.position, size: props.size } : null,
  )
  const mass = load?.mass ?? NaN
  const [px, py, pz] = load?.position ?? [0, 0, 0]
  const [sx, sy, sz] = load?.size ?? [NaN, NaN, NaN]

  useLayoutEffect(() => () => loads.setCargo(key, null), [loads, key])
  useLayoutEffect(() => {
    if (Number.isNaN(mass)) {
      loads.setCargo(key, null)
      return
    }
    const at = { x: px, y: py, z: pz }
    loads.setCargo(
      key,
      Number.isNaN(sx) ? { mass, position: at } : { mass, position: at, size: { x: sx, y: sy, z: sz } },
    )
  }, [loads, key, mass, px, py, pz, sx, sy, sz])
  useReportedProblem(label, problem, props.onError)

  if (props.children == null) return null
  // What cargo draws is a load on the boat, not part of its hull.
  return (
    <group position={[px, py, pz]} userData={{ [NOT_A_HULL_PART]: true }}>
      {props.children}
    </group>
  )
}
