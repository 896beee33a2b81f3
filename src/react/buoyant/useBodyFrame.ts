import { useFrame } from '@react-three/fiber'
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { Object3D } from 'three'
import type { Vector } from '../../core/internal.js'
import { type BodyFrame, type BodyMassSpec, createBodyFrame } from '../../cannon/internal.js'
import { type HullInput, firstMesh, geometryArrays, hullFromInput, meshKey } from './hullSource.js'
import { describeError } from '../../core/internal.js'

/** What a `<Buoyant>` builds its body frame from. */
export interface BodyFrameSource extends BodyMassSpec {
  hull?: HullInput
  collider?: HullInput
  centerOfMass?: Vector
}

const ids = new WeakMap<object, number>()
let nextId = 1
function identity(value: object): number {
  let id = ids.get(value)
  if (id === undefined) {
    id = nextId++
    ids.set(value, id)
  }
  return id
}

/**
 * The body frame of a `<Buoyant>`, rebuilt (not remounted) when what it is made of changes: the `hull` or
 * `collider` prop, else the first mesh under `group` (its geometry, data version and transform), and the
 * mass, density and centre of mass. Checked after every render and, until a mesh appears (a model that
 * loads later), every frame.
 * @param enabled false while the props are invalid: nothing is built
 * @returns the frame (null until built) and what went wrong building it
 */
export function useBodyFrame(
  label: string,
  source: BodyFrameSource,
  group: RefObject<Object3D | null>,
  enabled: boolean,
): { frame: BodyFrame | null; problem: string | null } {
  const [built, setBuilt] = useState<{ frame: BodyFrame | null; problem: string | null }>({
    frame: null,
    problem: null,
  })
  const builtKey = useRef<string | null>(null)
  const latest = useRef(source)
  latest.current = source

  const build = useCallback(() => {
    const { hull, collider, mass, density, centerOfMass } = latest.current
    const root = group.current
    if (root === null) return
    const found = hull === undefined && collider === undefined ? firstMesh(root) : null
    const input = hull ?? collider
    if (input === undefined && found === null) return // no mesh yet
    const shape = input !== undefined ? `input ${identity(input)}` : `mesh ${meshKey(found)}`
    const com = centerOfMass === undefined ? '' : `${centerOfMass.x},${centerOfMass.y},${centerOfMass.z}`
    const key = `${shape}|${mass}|${density}|${com}`
    if (key === builtKey.current) return
    builtKey.current = key
    try {
      const sourceHull =
        input !== undefined
          ? hullFromInput(input, label)
          : hullFromInput(geometryArrays(found!.mesh.geometry, found!.matrix, label), label)
      const frame = createBodyFrame(sourceHull, { mass, density }, centerOfMass, label)
      setBuilt({ frame, problem: null })
    } catch (error) {
      const from =
        input !== undefined
          ? hull !== undefined
            ? 'the hull prop'
            : 'the collider prop'
          : `the mesh ${JSON.stringify(found!.mesh.name || found!.mesh.type)}`
      setBuilt((previous) => ({ frame: previous.frame, problem: `cannot float ${from}: ${describeError(error)}` }))
    }
  }, [group, label])

  useLayoutEffect(() => {
    if (enabled) build()
    else builtKey.current = null
  })
  useFrame(() => {
    if (enabled && builtKey.current === null) build()
  })
  return built
}
