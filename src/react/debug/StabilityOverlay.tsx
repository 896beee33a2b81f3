import { useFrame } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import {
  BufferAttribute,
  BufferGeometry,
  type Group,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  SphereGeometry,
} from 'three'
import { Vec3 } from 'cannon-es'
import { type Stability, type Vector, stabilityAt } from '../../core/internal.js'
import { useReportedProblem } from '../buoyant/Buoyant.js'
import { useBuoyantContext } from '../buoyant/BuoyantContext.js'
import { NOT_A_HULL_PART } from '../hull/drawnMeshes.js'
import { usePhysicsContext } from '../physics/PhysicsContext.js'

/** Props of {@link StabilityOverlay}. */
export interface StabilityOverlayProps {
  /** Readings per wall-clock second at most (stabilityAt costs about a millisecond); default 4. */
  hz?: number
  /**
   * World y of the still water the stability is judged in, m. Default: the water's height under the centre
   * of gravity at the simulation time (the sea level the ship sits in, on flat water exactly its level).
   */
  level?: number
  /** Radius of the B and M markers, m (G's is 0.7 of it); default 4 % of the hull's bounding radius. */
  markerSize?: number
  /** Draw the righting lever GZ: from G, square to the vertical through B (default true). */
  rightingLever?: boolean
  /** Called with every reading: null when there is none (the hull out of the water, no hull yet). */
  onUpdate?: (stability: Stability | null) => void
  /** Default true; false keeps the readings (onUpdate) without drawing. */
  visible?: boolean
  /**
   * The hull's axis along the ship's length, about which the transverse metacentre and the righting lever
   * are taken (stabilityAt's `lengthAxis`). Default 'auto': the longer of the hull's body x and z, so that
   * a glTF model, modelled with its length along z, shows its heel's metacentre and not its trim's.
   */
  lengthAxis?: 'x' | 'z' | 'auto'
}

const COLORS = { gravity: '#dc2626', buoyancy: '#2563eb', metacentre: '#16a34a', vertical: '#2563eb', lever: '#f59e0b' }

const scratch = new Vec3()

/** Body coordinates of the last reading: G, B and the transverse BM (m). */
interface Reading {
  gravity: Vector
  buoyancy: Vector
  metacentricRadius: number
}

/**
 * The stability of the enclosing `<Buoyant>` drawn as in Ueng's figures (Ueng 2013): the centre of gravity
 * G (red, the loading's, cargo and flood water included), the centre of buoyancy B (blue), the transverse
 * metacentre M (green) on the vertical through B (blue line), and the righting lever GZ (amber). B, M and G
 * come from stabilityAt at the body's current pose in still water (`level`), a few times a second (`hz`);
 * between readings they move with the body, and the vertical through B stays vertical. M above G: the
 * ship rights itself; M below G: it heels further.
 */
export function StabilityOverlay({
  hz = 4,
  level,
  markerSize,
  rightingLever = true,
  onUpdate,
  visible = true,
  lengthAxis = 'auto',
}: StabilityOverlayProps) {
  const { api, loads, water, waterDensity, label } = useBuoyantContext('<StabilityOverlay>')
  const problem = hz > 0 ? null : `hz must be a positive number of readings per second (got ${String(hz)}); using 4`
  useReportedProblem(`<StabilityOverlay> in ${label}`, problem, undefined)
  const readingsPerSecond = problem === null ? hz : 4
  const { loop } = usePhysicsContext('<StabilityOverlay>')
  const frameGroup = useRef<Group>(null)
  const reading = useRef<Reading | null>(null)
  const lastReading = useRef(-Infinity)
  const latestUpdate = useRef(onUpdate)
  latestUpdate.current = onUpdate

  const parts = useMemo(() => {
    const overlay = { depthTest: false, transparent: true }
    const sphere = new SphereGeometry(1, 16, 10)
    const marker = (color: string, renderOrder: number) => {
      const mesh = new Mesh(sphere, new MeshBasicMaterial({ color, ...overlay }))
      mesh.renderOrder = renderOrder
      return mesh
    }
    const line = (color: string) => {
      const geometry = new BufferGeometry()
      geometry.setAttribute('position', new BufferAttribute(new Float32Array(6), 3))
      const object = new Line(geometry, new LineBasicMaterial({ color, ...overlay }))
      object.renderOrder = 1000
      object.frustumCulled = false
      return object
    }
    const named = <T extends { name: string }>(object: T, name: string): T => Object.assign(object, { name })
    return {
      sphere,
      gravity: named(marker(COLORS.gravity, 1002), 'centerOfGravity'),
      buoyancy: named(marker(COLORS.buoyancy, 1001), 'centerOfBuoyancy'),
      metacentre: named(marker(COLORS.metacentre, 1001), 'metacentre'),
      vertical: named(line(COLORS.vertical), 'verticalThroughB'),
      lever: named(line(COLORS.lever), 'rightingLever'),
    }
  }, [])
  useEffect(
    () => () => {
      parts.sphere.dispose()
      for (const object of [parts.gravity, parts.buoyancy, parts.metacentre, parts.vertical, parts.lever]) {
        ;(object.material as MeshBasicMaterial).dispose()
        if (object instanceof Line) object.geometry.dispose()
      }
    },
    [parts],
  )

  function measure(): Reading | null {
    const hull = api.hull
    const loading = loads.loading()
    if (hull === null || loading === null) return null
    const body = api.body
    const gravity = -loop.world.gravity.y
    let stillLevel = level
    if (stillLevel === undefined) {
      if (water === null) return null
      // G of the solid part in the world: near enough to find the sea under the ship
      const g = body.quaternion.vmult(
        scratch.set(loading.centerOfMass.x, loading.centerOfMass.y, loading.centerOfMass.z),
        scratch,
      )
      stillLevel = water.heightAt(body.position.x + g.x, body.position.z + g.z, loop.world.time)
    }
    let stability: Stability
    try {
      stability = stabilityAt(hull, body, loading, { level: stillLevel, density: waterDensity, gravity, lengthAxis })
    } catch {
      latestUpdate.current?.(null)
      return null
    }
    latestUpdate.current?.(stability)
    return {
      gravity: stability.centerOfGravityBody,
      buoyancy: stability.centerOfBuoyancyBody,
      metacentricRadius: stability.metacentricRadius.transverse,
    }
  }

  useFrame(() => {
    const now = performance.now()
    if (now - lastReading.current >= 1000 / readingsPerSecond) {
      lastReading.current = now
      reading.current = measure()
    }
    const frame = api.frame
    const group = frameGroup.current
    const r = reading.current
    const shown = visible && r !== null && frame !== null && group !== null
    for (const object of [parts.gravity, parts.buoyancy, parts.metacentre, parts.vertical]) object.visible = shown
    parts.lever.visible = shown && rightingLever
    if (!shown) return
    // the children's group is the <Buoyant>'s own frame: this group puts body coordinates in it
    group.position.set(frame.centerOfMass.x, frame.centerOfMass.y, frame.centerOfMass.z)
    group.quaternion.set(frame.orientation.x, frame.orientation.y, frame.orientation.z, frame.orientation.w)

    // the world's vertical in body coordinates now: q⁻¹ ŷ, the second row of the rotation
    const q = api.body.quaternion
    const ux = 2 * (q.x * q.y + q.z * q.w)
    const uy = 1 - 2 * (q.x * q.x + q.z * q.z)
    const uz = 2 * (q.y * q.z - q.x * q.w)
    const size = markerSize ?? 0.04 * (api.hull?.boundingRadius ?? 1)
    const { gravity: g, buoyancy: b, metacentricRadius: bm } = r
    const m = { x: b.x + bm * ux, y: b.y + bm * uy, z: b.z + bm * uz }
    parts.gravity.position.set(g.x, g.y, g.z)
    parts.buoyancy.position.set(b.x, b.y, b.z)
    parts.metacentre.position.set(m.x, m.y, m.z)
    // G smaller and drawn last: at rest it sits on the vertical through B, often close to B
    parts.gravity.scale.setScalar(0.7 * size)
    parts.buoyancy.scale.setScalar(size)
    parts.metacentre.scale.setScalar(size)

    const reach = 6 * size
    setLine(
      parts.vertical,
      b.x - reach * ux,
      b.y - reach * uy,
      b.z - reach * uz,
      m.x + reach * ux,
      m.y + reach * uy,
      m.z + reach * uz,
    )
    // Z: the foot of the perpendicular from G to the vertical through B
    const along = (g.x - b.x) * ux + (g.y - b.y) * uy + (g.z - b.z) * uz
    setLine(parts.lever, g.x, g.y, g.z, b.x + along * ux, b.y + along * uy, b.z + along * uz)
  })

  return (
    // markers drawn inside the <Buoyant>, not part of its hull
    <group ref={frameGroup} userData={{ [NOT_A_HULL_PART]: true }}>
      <primitive object={parts.gravity} />
      <primitive object={parts.buoyancy} />
      <primitive object={parts.metacentre} />
      <primitive object={parts.vertical} />
      <primitive object={parts.lever} />
    </group>
  )
}

function setLine(line: Line, ax: number, ay: number, az: number, bx: number, by: number, bz: number): void {
  const attribute = line.geometry.getAttribute('position') as BufferAttribute
  const a = attribute.array as Float32Array
  a[0] = ax
  a[1] = ay
  a[2] = az
  a[3] = bx
  a[4] = by
  a[5] = bz
  attribute.needsUpdate = true
}
