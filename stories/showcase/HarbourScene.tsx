import { type Ref, useEffect, useMemo } from 'react'
import {
  Buoyant,
  type BuoyantProps,
  type CollisionShape,
  type DebugLayers,
  Ocean,
  Physics,
  type PhysicsApi,
  Waves,
} from 'react-three-buoyancy'
import {
  type Clipping,
  type DragOptions,
  type Integrator,
  type SeaStateName,
  flatWater,
} from 'react-three-buoyancy/core'
import { SHOWCASE_HULLS, type ShowcaseHull, geometryOf } from './hullGeometries.js'

/** The sea of the showcase: still water or a preset. */
export type ShowcaseSea = 'flat' | SeaStateName

/** The drag choices offered as a control. */
export type ShowcaseDrag = 'default' | 'hydrostatics only' | 'Ueng damping'

/** Everything the showcase lets you tune. */
export interface HarbourControls {
  sea: ShowcaseSea
  paused: boolean
  timeScale: number
  /** s */
  fixedStep: number
  interpolate: boolean
  integrator: Integrator
  clipping: Clipping
  drag: ShowcaseDrag
  collisions: CollisionShape
  /** kg/m³ */
  waterDensity: number
  wetSurface: boolean
  waterline: boolean
  forces: boolean
  centers: boolean
  /** grid cells per side of the ocean patch (software renderers want it modest) */
  oceanResolution: number
}

export const HARBOUR_DEFAULTS: HarbourControls = {
  sea: 'moderate',
  paused: false,
  timeScale: 1,
  fixedStep: 1 / 60,
  interpolate: true,
  integrator: 'exact',
  clipping: 'linear',
  drag: 'default',
  collisions: 'convex',
  waterDensity: 1025,
  wetSurface: false,
  waterline: true,
  forces: false,
  centers: false,
  oceanResolution: 96,
}

export function dragOption(drag: ShowcaseDrag): DragOptions | false | undefined {
  if (drag === 'hydrostatics only') return false
  if (drag === 'Ueng damping') return { radiation: false, ueng: true }
  return undefined
}

/** Where each hull starts and how heavy it is: every one floats upright at rest. */
export const HARBOUR_FLEET: { hull: ShowcaseHull; props: Omit<BuoyantProps, 'children'>; color: string }[] = [
  {
    hull: 'crate',
    color: '#b7793f',
    props: { name: 'crate', position: [-7, 2, 5], rotation: [0.3, 0.2, 0.1], density: 600 },
  },
  { hull: 'raft', color: '#d9b77e', props: { name: 'raft', position: [6, 1, 7], density: 450 } },
  // A boat of uniform density would be tender: its weight sits low (ballast), 0.25 m above the keel.
  {
    hull: 'boat',
    color: '#f4f1ea',
    props: { name: 'boat', position: [-2, 1.5, -6], rotation: [0, 0.6, 0], density: 300, centerOfMass: [0, -0.35, 0] },
  },
  {
    hull: 'catamaran',
    color: '#e25d3f',
    props: { name: 'catamaran', position: [9, 1, -5], rotation: [0, -0.4, 0], density: 350 },
  },
  {
    hull: 'ring',
    color: '#ff7a1a',
    props: { name: 'ring', position: [0, 1.5, 2], rotation: [0.4, 0, 0], density: 400 },
  },
]

/**
 * The showcase scene: five hulls (a crate, a raft, a boat, a catamaran and a ring buoy, which is not
 * convex) floating on one sea, with the buoyancy debug view. Exported for the browser test, which steps it.
 */
export function HarbourScene({ controls, physicsRef }: { controls: HarbourControls; physicsRef?: Ref<PhysicsApi> }) {
  const geometries = useMemo(
    () =>
      Object.fromEntries(Object.entries(SHOWCASE_HULLS).map(([name, make]) => [name, geometryOf(make())])) as Record<
        ShowcaseHull,
        ReturnType<typeof geometryOf>
      >,
    [],
  )
  useEffect(() => () => Object.values(geometries).forEach((geometry) => geometry.dispose()), [geometries])
  const waves = useMemo(() => (controls.sea === 'flat' ? flatWater() : controls.sea), [controls.sea])
  const debug: DebugLayers = {
    wetSurface: controls.wetSurface,
    waterline: controls.waterline,
    forces: controls.forces,
    centers: controls.centers,
  }
  const drag = dragOption(controls.drag)
  return (
    <Waves waves={waves} paused={controls.paused} timeScale={controls.timeScale}>
      <Ocean resolution={controls.oceanResolution} receiveShadow />
      <Physics ref={physicsRef} fixedStep={controls.fixedStep} interpolate={controls.interpolate} debug={debug}>
        {HARBOUR_FLEET.map(({ hull, props, color }) => (
          <Buoyant
            key={hull}
            {...props}
            integrator={controls.integrator}
            clipping={controls.clipping}
            drag={drag}
            collisions={controls.collisions}
            waterDensity={controls.waterDensity}
          >
            <mesh geometry={geometries[hull]} castShadow receiveShadow>
              <meshStandardMaterial color={color} roughness={0.7} />
            </mesh>
          </Buoyant>
        ))}
      </Physics>
    </Waves>
  )
}
