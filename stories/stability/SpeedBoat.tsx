import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { DoubleSide } from 'three'
import {
  Buoyant,
  type BuoyantApi,
  type StepEvent,
  StabilityOverlay,
  useAfterPhysicsStep,
  useRightingLeverCurve,
} from 'react-three-buoyancy'
import { type Clipping, type DragOptions, shipAttitude } from 'react-three-buoyancy/core'
import { geometryOf } from '../showcase/hullGeometries.js'
import type { ShipProbe } from './shipProbe.js'
import { SPEED_BOAT, speedBoatMesh } from './speedBoatHull.js'

/** Ueng's damping alone (Ueng 2013, eq. 7, 15, 22), or with Kerner's drag on the hull's faces as well. */
export function uengDrag(heave: number, pitch: number, roll: number, kernerDrag: boolean): DragOptions {
  const ueng = { heave, pitch, roll }
  return kernerDrag
    ? { radiation: false, ueng }
    : { radiation: false, ueng, viscous: false, pressure: false, suction: false, slamming: false }
}

/** Props of {@link SpeedBoat}. */
export interface SpeedBoatProps {
  probe: ShipProbe
  /** m, mesh frame */
  centerOfMass: [number, number, number]
  position: [number, number, number]
  quaternion: [number, number, number, number]
  drag: DragOptions
  clipping: Clipping
  /** what one recorded sample holds, in the order of the probe's series */
  sample: (api: BuoyantApi, event: StepEvent) => number[]
  /** record every this many steps */
  every?: number
  /** G, B, M overlay */
  overlay?: boolean
  /** keep the probe's GZ curve current */
  gz?: boolean
  /** of the hull, 0..1 (translucent shows the cargo, compartments and centres inside) */
  opacity?: number
  children?: ReactNode
}

/** Heels of the story GZ curves: ±60° by 3° (the boat's 15 m sides make GZ at 90° dwarf the rest). */
const GZ_HEELS = Array.from({ length: 41 }, (_, i) => (-60 + 3 * i) * (Math.PI / 180))

function CurveFeed({ probe }: { probe: ShipProbe }) {
  probe.curve = useRightingLeverCurve({ minInterval: 1, heels: GZ_HEELS })
  return null
}

/**
 * Ueng's 40 m, 523 t speed boat as a <Buoyant>, recording a sample for the probe every few steps (time
 * from its mount, so a remount starts a new record), with the stability overlay and the GZ curve on request.
 */
export function SpeedBoat({
  probe,
  centerOfMass,
  position,
  quaternion,
  drag,
  clipping,
  sample,
  every = 3,
  overlay = false,
  gz = false,
  opacity = 1,
  children,
}: SpeedBoatProps) {
  const geometry = useMemo(() => geometryOf(speedBoatMesh()), [])
  useEffect(() => () => geometry.dispose(), [geometry])
  const api = useRef<BuoyantApi>(null)
  const start = useRef<number | null>(null)
  useAfterPhysicsStep((event) => {
    const ship = api.current
    if (ship === null || ship.frame === null) return
    probe.heel = shipAttitude(ship.body.quaternion).heel
    if (event.stepCount % every !== 0) return
    start.current ??= event.time
    probe.series.push(event.time - start.current, sample(ship, event))
  })
  const translucent = opacity < 1
  return (
    <Buoyant
      ref={api}
      name="speed boat"
      mass={SPEED_BOAT.mass}
      centerOfMass={centerOfMass}
      position={position}
      quaternion={quaternion}
      drag={drag}
      clipping={clipping}
    >
      <mesh geometry={geometry} castShadow={!translucent} receiveShadow>
        <meshStandardMaterial
          color="#f4f1ea"
          roughness={0.65}
          transparent={translucent}
          opacity={opacity}
          depthWrite={!translucent}
          side={translucent ? DoubleSide : undefined}
        />
      </mesh>
      {children}
      {overlay && <StabilityOverlay onUpdate={(s) => (probe.stability = s)} />}
      {gz && <CurveFeed probe={probe} />}
    </Buoyant>
  )
}
