import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  DoubleSide,
  EdgesGeometry,
  type Group,
  LineBasicMaterial,
  Mesh,
  MeshStandardMaterial,
  Plane,
  PlaneGeometry,
  Quaternion,
  Vector3,
} from 'three'
import type { CompartmentState, Hull } from '../../core/internal.js'
import type { HullInput } from '../buoyant/hullSource.js'
import { NOT_A_HULL_PART } from '../hull/drawnMeshes.js'
import type { Triple } from '../loads/loadProps.js'

/** Props of {@link CompartmentView}. */
export interface CompartmentViewProps {
  box?: { center?: Triple; size: Triple }
  geometry?: HullInput
  /** the space in the group's frame (drawn when no BufferGeometry is given) */
  hull: Hull
  /** the live compartment, read every frame (null: nothing flooded) */
  state: () => CompartmentState | null
  color?: string
  waterColor?: string
}

function isBufferGeometry(input: unknown): input is BufferGeometry {
  return typeof input === 'object' && input !== null && (input as BufferGeometry).isBufferGeometry === true
}

/** A drawable geometry of the space, and whether this view made it (and must dispose of it). */
function drawnGeometry(
  box: CompartmentViewProps['box'],
  geometry: HullInput | undefined,
  hull: Hull,
): { geometry: BufferGeometry; owned: boolean } {
  if (box !== undefined) {
    const made = new BoxGeometry(...box.size)
    made.translate(...(box.center ?? [0, 0, 0]))
    return { geometry: made, owned: true }
  }
  if (isBufferGeometry(geometry)) return { geometry, owned: false }
  const made = new BufferGeometry()
  made.setAttribute('position', new BufferAttribute(Float32Array.from(hull.positions), 3))
  made.setIndex(new BufferAttribute(Uint32Array.from(hull.indices), 1))
  made.computeVertexNormals()
  return { geometry: made, owned: true }
}

const faceNormal = new Vector3()
const facePoint = new Vector3()
const worldQuaternion = new Quaternion()
const flat = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), -Math.PI / 2)
const capCentre = new Vector3()

/**
 * A compartment drawn in its `<Buoyant>`'s group: the space translucent with its edges, and its water: the
 * same space clipped by the horizontal plane of the water's level (a clipping plane in world space, so it
 * stays level however the ship heels; this sets the renderer's `localClippingEnabled`). A box also gets the
 * water's free surface: a horizontal quad clipped by the box's six faces.
 */
export function CompartmentView({
  box,
  geometry,
  hull,
  state,
  color = '#cbd5e1',
  waterColor = '#0ea5e9',
}: CompartmentViewProps) {
  const gl = useThree((s) => s.gl)
  useLayoutEffect(() => {
    gl.localClippingEnabled = true
  }, [gl])
  const group = useRef<Group>(null)
  const boxKey = box === undefined ? null : JSON.stringify([box.center ?? [0, 0, 0], box.size])
  const drawn = useMemo(() => drawnGeometry(box, geometry, hull), [boxKey, geometry, hull])
  const parts = useMemo(() => {
    const waterLevel = new Plane(new Vector3(0, -1, 0), 0)
    const faces = Array.from({ length: 6 }, () => new Plane())
    const shellMaterial = new MeshStandardMaterial({
      color,
      transparent: true,
      opacity: 0.14,
      side: DoubleSide,
      depthWrite: false,
    })
    const edgeMaterial = new LineBasicMaterial({ color, transparent: true, opacity: 0.6 })
    const waterMaterial = new MeshStandardMaterial({
      color: waterColor,
      transparent: true,
      opacity: 0.6,
      side: DoubleSide,
      depthWrite: false,
      clippingPlanes: [waterLevel],
    })
    const capMaterial = new MeshStandardMaterial({
      color: waterColor,
      transparent: true,
      opacity: 0.6,
      side: DoubleSide,
      depthWrite: false,
      clippingPlanes: faces,
    })
    const cap = new Mesh(new PlaneGeometry(1, 1), capMaterial)
    cap.name = 'compartmentSurface'
    cap.visible = false
    return { waterLevel, faces, shellMaterial, edgeMaterial, waterMaterial, capMaterial, cap }
  }, [color, waterColor])
  const edges = useMemo(() => new EdgesGeometry(drawn.geometry, 20), [drawn])
  const water = useRef<Mesh>(null)
  useEffect(
    () => () => {
      for (const material of [parts.shellMaterial, parts.edgeMaterial, parts.waterMaterial, parts.capMaterial])
        material.dispose()
      parts.cap.geometry.dispose()
    },
    [parts],
  )
  useEffect(() => () => edges.dispose(), [edges])
  useEffect(
    () => () => {
      if (drawn.owned) drawn.geometry.dispose()
    },
    [drawn],
  )

  useFrame(() => {
    const compartment = state()
    const wet = compartment !== null && compartment.waterVolume > 0
    if (water.current !== null) water.current.visible = wet
    parts.cap.visible = wet && box !== undefined
    if (!wet) return
    parts.waterLevel.constant = compartment.level
    const g = group.current
    if (box === undefined || g === null) return
    // the box's faces as world planes facing inward: the cap is kept where it is inside all six
    g.updateWorldMatrix(true, false)
    const [cx, cy, cz] = box.center ?? [0, 0, 0]
    const half = [box.size[0] / 2, box.size[1] / 2, box.size[2] / 2]
    for (let axis = 0; axis < 3; axis++) {
      for (let side = 0; side < 2; side++) {
        const sign = side === 0 ? 1 : -1
        faceNormal.set(0, 0, 0).setComponent(axis, -sign)
        facePoint.set(cx, cy, cz).setComponent(axis, [cx, cy, cz][axis] + sign * half[axis])
        parts.faces[2 * axis + side].setFromNormalAndCoplanarPoint(faceNormal, facePoint).applyMatrix4(g.matrixWorld)
      }
    }
    // the cap: horizontal in the world, at the level, over the box's centre, as large as the box's diagonal
    capCentre.set(cx, cy, cz).applyMatrix4(g.matrixWorld)
    capCentre.y = compartment.level
    g.worldToLocal(capCentre)
    parts.cap.position.copy(capCentre)
    g.getWorldQuaternion(worldQuaternion)
    parts.cap.quaternion.copy(worldQuaternion.invert().multiply(flat))
    parts.cap.scale.setScalar(2 * Math.hypot(half[0], half[1], half[2]))
  })

  return (
    // a view of the compartment, not part of the boat's hull
    <group ref={group} userData={{ [NOT_A_HULL_PART]: true }}>
      <mesh geometry={drawn.geometry} material={parts.shellMaterial} />
      <lineSegments geometry={edges} material={parts.edgeMaterial} />
      <mesh
        ref={water}
        name="compartmentWater"
        geometry={drawn.geometry}
        material={parts.waterMaterial}
        visible={false}
      />
      <primitive object={parts.cap} />
    </group>
  )
}
