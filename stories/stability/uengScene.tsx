import { type ReactNode, useMemo } from 'react'
import { Quaternion, Vector3 } from 'three'
import type { WavesInput } from 'react-three-buoyancy'
import { DomOverlay } from './DomOverlay.js'
import type { MotionControls } from './motionControls.js'
import { type ShipPanelSpec, shipPanel } from './shipPanel.js'
import type { ShipProbe } from './shipProbe.js'
import { SPEED_BOAT, centerOfMassAt, restingPose, speedBoatHull } from './speedBoatHull.js'
import { SpeedBoat, type SpeedBoatProps, uengDrag } from './SpeedBoat.js'
import { StabilityStage } from './StabilityStage.js'

/** The speed boat's hull, shared by the stability stories. */
export const hull = speedBoatHull()

/** Heave (m), pitch and roll (degrees): the series every Ueng story records first. */
export const MOTION_SERIES = [
  { label: 'heave m', color: '#2563eb' },
  { label: 'pitch °', color: '#dc2626' },
  { label: 'roll °', color: '#16a34a' },
]

/** The boat's rest in still water for a KG, and its body's height there (the heave datum, m). */
export function useRest(kg: number) {
  return useMemo(() => {
    const centerOfMass = centerOfMassAt(hull, kg)
    const rest = restingPose(hull, SPEED_BOAT.mass, centerOfMass)
    const q = rest.pose.quaternion
    const rotation = new Quaternion(q.x, q.y, q.z, q.w)
    const g = new Vector3(...centerOfMass).applyQuaternion(rotation)
    const quaternion: [number, number, number, number] = [q.x, q.y, q.z, q.w]
    return { centerOfMass, rest, rotation, quaternion, bodyY: rest.pose.position.y + g.y, trim: rest.trim }
  }, [kg])
}

/** Props of {@link UengStage}. */
export interface UengStageProps {
  controls: MotionControls
  waves: WavesInput
  camera?: [number, number, number]
  /** what the panel over the canvas plots */
  probe: ShipProbe
  /** the panel's text and plots; it shows the centres when the controls' overlay does */
  panel: Omit<ShipPanelSpec, 'centres'>
  children?: ReactNode
}

/** The stability stage driven by the shared motion controls (pause, time scale, the sea's look), with the ship's panel over it. */
export function UengStage({ controls, waves, camera, probe, panel, children }: UengStageProps) {
  return (
    <StabilityStage
      waves={waves}
      paused={controls.paused}
      timeScale={controls.timeScale}
      oceanResolution={controls.oceanResolution}
      oceanOpacity={controls.oceanOpacity}
      camera={camera}
    >
      {children}
      <DomOverlay render={() => shipPanel(probe, { ...panel, centres: controls.overlay })} />
    </StabilityStage>
  )
}

/** A boat at rest, as {@link useRest} finds it. */
export type Resting = ReturnType<typeof useRest>

/** Props of {@link UengBoat}: the speed boat's, less what the motion controls and its rest decide. */
export type UengBoatProps = Omit<
  SpeedBoatProps,
  'drag' | 'clipping' | 'overlay' | 'opacity' | 'centerOfMass' | 'position' | 'quaternion'
> & {
  controls: MotionControls
  /** where the boat rests; it starts there unless `position` and `quaternion` say otherwise */
  resting: Resting
  position?: [number, number, number]
  quaternion?: [number, number, number, number]
}

/** The speed boat with Ueng's damping, the clipping, overlay and hull opacity taken from the motion controls. */
export function UengBoat({
  controls,
  resting,
  position = [0, resting.rest.pose.position.y, 0],
  quaternion = resting.quaternion,
  ...boat
}: UengBoatProps) {
  return (
    <SpeedBoat
      {...boat}
      centerOfMass={resting.centerOfMass}
      position={position}
      quaternion={quaternion}
      drag={uengDrag(controls.dampingHeave, controls.dampingPitch, controls.dampingRoll, controls.kernerDrag)}
      clipping={controls.clipping}
      overlay={controls.overlay}
      opacity={controls.hullOpacity}
    />
  )
}
