import { useFrame } from '@react-three/fiber'
import { type Ref, useEffect, useMemo, useRef } from 'react'
import { BoxGeometry, IcosahedronGeometry } from 'three'
import { Buoyant, Ocean, Physics, type PhysicsApi, Waves, usePhysics } from 'react-three-buoyancy'
import { type Clipping, boxMesh, createHull, icosphereMesh } from 'react-three-buoyancy/core'

export type FleetHull = 'box (12 triangles)' | 'icosphere (80 triangles)' | 'icosphere (1,280 triangles)'
export const FLEET_HULLS: FleetHull[] = [
  'box (12 triangles)',
  'icosphere (80 triangles)',
  'icosphere (1,280 triangles)',
]

export interface FleetControls {
  /** bodies in the fleet */
  count: 20 | 100 | 300
  hull: FleetHull
  clipping: Clipping
}

export const FLEET_DEFAULTS: FleetControls = { count: 20, hull: 'box (12 triangles)', clipping: 'adaptive' }

/**
 * The hull (what floats) and the geometry drawn for it, with the grid spacing that keeps them apart (m):
 * the hulls of bench/fleet.mjs.
 */
function fleetHull(name: FleetHull) {
  if (name === 'box (12 triangles)') {
    const mesh = boxMesh(1, 0.5, 2)
    return { hull: createHull(mesh.positions, mesh.indices), geometry: new BoxGeometry(1, 0.5, 2), spacing: 3 }
  }
  const detail = name === 'icosphere (80 triangles)' ? 1 : 3
  const mesh = icosphereMesh(1, detail)
  return {
    hull: createHull(mesh.positions, mesh.indices),
    geometry: new IcosahedronGeometry(1, 2 ** detail - 1),
    spacing: 4,
  }
}

/**
 * A fleet of identical hulls on the moderate sea, every one a `<Buoyant>` with the default options, and a
 * panel with the physics cost of the last step from `<Physics>`'s API (lastStepMs, lastStepMsPerBody).
 * Exported for the browser fleet run (test/browser/fleet.test.tsx), which reads the same numbers.
 */
export function FleetScene({ controls, physicsRef }: { controls: FleetControls; physicsRef?: Ref<PhysicsApi> }) {
  const { hull, geometry, spacing } = useMemo(() => fleetHull(controls.hull), [controls.hull])
  useEffect(() => () => geometry.dispose(), [geometry])
  const columns = Math.ceil(Math.sqrt(controls.count))
  const offset = ((columns - 1) * spacing) / 2
  return (
    <Waves waves="moderate">
      <Ocean size={400} resolution={128} followCamera />
      <Physics ref={physicsRef}>
        {Array.from({ length: controls.count }, (_, i) => (
          <Buoyant
            key={`${controls.hull}-${i}`}
            hull={hull}
            clipping={controls.clipping}
            position={[spacing * (i % columns) - offset, 0, spacing * Math.floor(i / columns) - offset]}
          >
            <mesh geometry={geometry}>
              <meshStandardMaterial color="#c8773c" roughness={0.7} />
            </mesh>
          </Buoyant>
        ))}
        <StepCostPanel />
      </Physics>
    </Waves>
  )
}

/**
 * The frame budget, live: the last physics step's cost (ms, µs a body) read from usePhysics() four times a
 * second, in a DOM panel over the canvas.
 */
export function StepCostPanel() {
  const physics = usePhysics()
  const panel = useRef<HTMLDivElement | null>(null)
  const shown = useRef(0)
  useEffect(() => {
    const div = document.createElement('div')
    div.setAttribute('data-testid', 'step-cost')
    Object.assign(div.style, {
      position: 'fixed',
      left: '12px',
      top: '12px',
      padding: '6px 10px',
      background: 'rgba(0, 0, 0, 0.6)',
      color: '#fff',
      font: '13px/1.4 monospace',
      pointerEvents: 'none',
    })
    document.body.appendChild(div)
    panel.current = div
    return () => div.remove()
  }, [])
  useFrame(({ clock }) => {
    const div = panel.current
    if (div === null || clock.elapsedTime - shown.current < 0.25) return
    shown.current = clock.elapsedTime
    const bodies = physics.world.bodies.length
    div.textContent = `physics ${physics.lastStepMs.toFixed(2)} ms a step · ${(1000 * physics.lastStepMsPerBody).toFixed(1)} µs a body · ${bodies} bodies`
  })
  return null
}
