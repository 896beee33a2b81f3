import { useReportedProblem } from '../buoyant/Buoyant.js'

/**
 * What a `<Cargo>` or `<Compartment>` placed outside any `<Buoyant>` renders: nothing, with the mistake
 * reported once (console.error and `onError`), as `<Buoyant>` reports its own (rather than throwing and
 * taking the whole canvas down).
 */
export function OutsideBuoyant(props: { kind: string; name?: string; onError?: (error: Error) => void }) {
  const label = `<${props.kind}${props.name === undefined ? '' : ` name=${JSON.stringify(props.name)}`}>`
  useReportedProblem(
    label,
    'no floating body here; place it inside a <Buoyant> (it loads or floods that body)',
    props.onError,
  )
  return null
}
