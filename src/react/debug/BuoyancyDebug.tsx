import { useFrame } from '@react-three/fiber'
import type { Body } from 'cannon-es'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import {
  ArrowHelper,
  BufferAttribute,
  BufferGeometry,
  DoubleSide,
  type Group,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  SphereGeometry,
  Vector3,
} from 'three'
import { type HydrostaticsResult, type Hull, WET_TRIANGLE_STRIDE, type WetSurface } from '../../core/internal.js'
import type { DebugLayers } from './debugLayers.js'
import { createHullOverlay } from './hullOverlay.js'
import { usePhysicsContext } from '../physics/PhysicsContext.js'

/** What the debug view reads: a floating body, its hull and its latest hydrostatics. */
export interface BuoyancyDebugSource {
  readonly body: Body
  readonly hull: Hull | null
  readonly last: HydrostaticsResult
  /** The wet sub-triangles the last step integrated (a BuoyancyHandle's `wetSurface`). */
  readonly wetSurface: WetSurface | null
}

/** Props of {@link BuoyancyDebug}. */
export interface BuoyancyDebugProps {
  api: BuoyancyDebugSource
  layers: DebugLayers
}

/** A vertex with a depth at most this (m) lies on the water: clipping puts cut points at depth 0 exactly. */
const ON_WATER = 1e-9

/** Pose of the body when the recorded step began: x y z, quaternion x y z w. */
type CapturedPose = Float64Array

/** Writes R(q⁻¹)·(world − position) for the recorded pose into out[at..at+2]. */
function toBody(pose: CapturedPose, x: number, y: number, z: number, out: Float32Array, at: number): void {
  const dx = x - pose[0]
  const dy = y - pose[1]
  const dz = z - pose[2]
  // Rotate by the conjugate quaternion: v + 2w(u × v) + 2u × (u × v), u = −q.xyz.
  const ux = -pose[3],
    uy = -pose[4],
    uz = -pose[5],
    w = pose[6]
  const cx = uy * dz - uz * dy
  const cy = uz * dx - ux * dz
  const cz = ux * dy - uy * dx
  out[at] = dx + 2 * (w * cx + uy * cz - uz * cy)
  out[at + 1] = dy + 2 * (w * cy + uz * cx - ux * cz)
  out[at + 2] = dz + 2 * (w * cz + ux * cy - uy * cx)
}

function growingAttribute(geometry: BufferGeometry, floats: number): BufferAttribute {
  let attribute = geometry.getAttribute('position') as BufferAttribute | undefined
  if (attribute === undefined || attribute.array.length < floats) {
    attribute = new BufferAttribute(new Float32Array(Math.max(floats, 2 * (attribute?.array.length ?? 0))), 3)
    geometry.setAttribute('position', attribute)
  }
  return attribute
}

/**
 * The buoyancy debug view of one body, drawn in the body's frame (so it moves with the interpolated
 * body): the simulation hull over the model (`hull`), the wet triangles the pressure was integrated over, the waterline (their edges whose two ends
 * lie on the water), the buoyancy force at the centre of buoyancy and the weight at the centre of mass
 * (arrows scaled so the weight is as long as the hull's bounding radius), and markers at both centres.
 *
 * Everything is from the last fixed step, taken at the pose that step started from. Buffers are built
 * once and grow only when the wet surface outgrows them. `<Buoyant debug>` mounts it; mount it yourself
 * inside `<Physics>` for a body of `useBuoyancy` (`<BuoyancyDebug api={state} layers={…} />`).
 */
export function BuoyancyDebug({ api, layers }: BuoyancyDebugProps) {
  const { loop } = usePhysicsContext('<BuoyancyDebug>')
  const group = useRef<Group>(null)
  const pose = useMemo<CapturedPose>(() => new Float64Array([0, 0, 0, 0, 0, 0, 1]), [])
  const stale = useRef(true)
  const hullOverlay = useMemo(() => createHullOverlay(), [])
  useEffect(() => () => hullOverlay.dispose(), [hullOverlay])

  const parts = useMemo(() => {
    const wetGeometry = new BufferGeometry()
    growingAttribute(wetGeometry, 9 * 256)
    const waterlineGeometry = new BufferGeometry()
    growingAttribute(waterlineGeometry, 6 * 128)
    const overlay = { depthTest: false, transparent: true }
    const wetMaterial = new MeshBasicMaterial({
      color: '#22d3ee',
      opacity: 0.35,
      side: DoubleSide,
      depthWrite: false,
      ...overlay,
    })
    const waterlineMaterial = new LineBasicMaterial({ color: '#facc15', ...overlay })
    const marker = new SphereGeometry(1, 12, 8)
    const buoyancyMarker = new Mesh(marker, new MeshBasicMaterial({ color: '#2563eb', ...overlay }))
    const massMarker = new Mesh(marker, new MeshBasicMaterial({ color: '#f97316', ...overlay }))
    const buoyancyArrow = new ArrowHelper(new Vector3(0, 1, 0), new Vector3(), 1, '#2563eb')
    const weightArrow = new ArrowHelper(new Vector3(0, -1, 0), new Vector3(), 1, '#f97316')
    for (const object of [buoyancyMarker, massMarker, buoyancyArrow, weightArrow]) {
      object.renderOrder = 1000
      object.traverse((part) => {
        const material = (part as Mesh).material as MeshBasicMaterial | undefined
        if (material !== undefined) {
          material.depthTest = false
          material.transparent = true
        }
      })
    }
    return {
      wetGeometry,
      waterlineGeometry,
      wetMaterial,
      waterlineMaterial,
      marker,
      buoyancyMarker,
      massMarker,
      buoyancyArrow,
      weightArrow,
    }
  }, [])
  useEffect(
    () => () => {
      for (const disposable of [
        parts.wetGeometry,
        parts.waterlineGeometry,
        parts.wetMaterial,
        parts.waterlineMaterial,
        parts.marker,
      ])
        disposable.dispose()
      ;(parts.buoyancyMarker.material as MeshBasicMaterial).dispose()
      ;(parts.massMarker.material as MeshBasicMaterial).dispose()
      parts.buoyancyArrow.dispose()
      parts.weightArrow.dispose()
    },
    [parts],
  )

  useLayoutEffect(() => {
    const body = api.body
    const stopBefore = loop.addBeforeStep(() => {
      // cannon-es moves bodies only when it integrates, after the buoyancy: this is the pose it used.
      pose[0] = body.position.x
      pose[1] = body.position.y
      pose[2] = body.position.z
      pose[3] = body.quaternion.x
      pose[4] = body.quaternion.y
      pose[5] = body.quaternion.z
      pose[6] = body.quaternion.w
    })
    const stopAfter = loop.addAfterStep(() => {
      stale.current = true
    })
    const stopTracking = group.current === null ? () => {} : loop.track(body, group.current)
    return () => {
      stopBefore()
      stopAfter()
      stopTracking()
    }
  }, [loop, api, pose])

  const scratch = useMemo(() => ({ at: new Float32Array(3), direction: new Vector3() }), [])
  useFrame(() => {
    hullOverlay.object.visible = layers.hull === true
    if (layers.hull === true && api.hull !== hullOverlay.hull) hullOverlay.show(api.hull)
    if (!stale.current) return
    stale.current = false
    const size = api.hull?.boundingRadius ?? 1
    const weight = api.body.mass * loop.world.gravity.length()
    const last = api.last

    const wetSurface = api.wetSurface
    if (wetSurface !== null && (layers.wetSurface || layers.waterline)) {
      const count = wetSurface.count
      const triangles = wetSurface.triangles
      const wet = growingAttribute(parts.wetGeometry, 9 * count)
      const wetArray = wet.array as Float32Array
      const line = growingAttribute(parts.waterlineGeometry, 18 * count)
      const lineArray = line.array as Float32Array
      let segments = 0
      for (let t = 0; t < count; t++) {
        const o = t * WET_TRIANGLE_STRIDE
        for (let v = 0; v < 3; v++)
          toBody(
            pose,
            triangles[o + 4 * v],
            triangles[o + 4 * v + 1],
            triangles[o + 4 * v + 2],
            wetArray,
            9 * t + 3 * v,
          )
        for (let v = 0; v < 3; v++) {
          const a = v
          const b = (v + 1) % 3
          if (Math.abs(triangles[o + 4 * a + 3]) <= ON_WATER && Math.abs(triangles[o + 4 * b + 3]) <= ON_WATER) {
            for (let k = 0; k < 3; k++) {
              lineArray[6 * segments + k] = wetArray[9 * t + 3 * a + k]
              lineArray[6 * segments + 3 + k] = wetArray[9 * t + 3 * b + k]
            }
            segments++
          }
        }
      }
      wet.needsUpdate = true
      line.needsUpdate = true
      parts.wetGeometry.setDrawRange(0, 3 * count)
      parts.waterlineGeometry.setDrawRange(0, 2 * segments)
      parts.wetGeometry.computeBoundingSphere()
      parts.waterlineGeometry.computeBoundingSphere()
    }

    const at = scratch.at
    const direction = scratch.direction
    const buoyancy = Math.hypot(last.force.x, last.force.y, last.force.z)
    toBody(pose, last.centerOfBuoyancy.x, last.centerOfBuoyancy.y, last.centerOfBuoyancy.z, at, 0)
    parts.buoyancyMarker.position.set(at[0], at[1], at[2])
    parts.buoyancyMarker.scale.setScalar(0.05 * size)
    parts.buoyancyMarker.visible = layers.centers && buoyancy > 0
    parts.massMarker.scale.setScalar(0.05 * size)
    parts.massMarker.visible = layers.centers

    parts.buoyancyArrow.position.set(at[0], at[1], at[2])
    toBody(pose, pose[0] + last.force.x, pose[1] + last.force.y, pose[2] + last.force.z, at, 0)
    parts.buoyancyArrow.setDirection(direction.set(at[0], at[1], at[2]).normalize())
    parts.buoyancyArrow.setLength(weight > 0 ? (buoyancy / weight) * size : size, 0.15 * size, 0.08 * size)
    parts.buoyancyArrow.visible = layers.forces && buoyancy > 0
    toBody(pose, pose[0], pose[1] - 1, pose[2], at, 0)
    parts.weightArrow.setDirection(direction.set(at[0], at[1], at[2]).normalize())
    parts.weightArrow.setLength(size, 0.15 * size, 0.08 * size)
    parts.weightArrow.visible = layers.forces && weight > 0
  })

  return (
    <group ref={group}>
      <mesh
        geometry={parts.wetGeometry}
        material={parts.wetMaterial}
        visible={layers.wetSurface}
        renderOrder={999}
        frustumCulled={false}
      />
      <lineSegments
        geometry={parts.waterlineGeometry}
        material={parts.waterlineMaterial}
        visible={layers.waterline}
        renderOrder={1000}
        frustumCulled={false}
      />
      <primitive object={parts.buoyancyMarker} />
      <primitive object={parts.massMarker} />
      <primitive object={parts.buoyancyArrow} />
      <primitive object={parts.weightArrow} />
      <primitive object={hullOverlay.object} />
    </group>
  )
}
