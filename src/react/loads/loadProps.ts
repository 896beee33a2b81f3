/** Three numbers, as the props of r3f components take positions and sizes. */
export type Triple = readonly [number, number, number]

/** The label of a `<Cargo>` or `<Compartment>` in messages: `<Cargo name="crate"> in <Buoyant name="boat">`. */
export function loadLabel(kind: string, name: string | undefined, buoyant: string): string {
  return `<${kind}${name === undefined ? '' : ` name=${JSON.stringify(name)}`}> in ${buoyant}`
}

/** A triple as a vector. */
export function vectorOf(t: Triple): { x: number; y: number; z: number } {
  return { x: t[0], y: t[1], z: t[2] }
}
