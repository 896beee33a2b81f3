import type { Clipping } from 'react-three-buoyancy/core'

/** Controls every stability story has. */
export interface MotionControls {
  paused: boolean
  /** simulated seconds per second */
  timeScale: number
  /** grid cells per side of the ocean patch */
  oceanResolution: number
  /** 0..1 */
  oceanOpacity: number
  /** height of the centre of gravity above the keel, m */
  kg: number
  /** Ueng's damping coefficients, 1/s */
  dampingHeave: number
  dampingPitch: number
  dampingRoll: number
  /** add Kerner's drag on the hull faces to Ueng's damping */
  kernerDrag: boolean
  clipping: Clipping
  /** the G, B, M overlay */
  overlay: boolean
  /** of the hull, 0..1 */
  hullOpacity: number
}

export const MOTION_DEFAULTS: MotionControls = {
  paused: false,
  timeScale: 1,
  oceanResolution: 64,
  oceanOpacity: 0.75,
  kg: 3,
  dampingHeave: 1.6,
  dampingPitch: 0.6,
  dampingRoll: 0.4,
  kernerDrag: false,
  clipping: 'linear',
  overlay: true,
  hullOpacity: 0.55,
}

export const MOTION_ARG_TYPES = {
  paused: { control: 'boolean', description: 'Pause the clock: sea and ship stop together.' },
  timeScale: { control: { type: 'range', min: 0, max: 4, step: 0.1 }, description: 'Simulated seconds per second.' },
  oceanResolution: {
    control: { type: 'range', min: 16, max: 192, step: 16 },
    description: 'Ocean grid cells per side (a software renderer wants few).',
  },
  oceanOpacity: {
    control: { type: 'range', min: 0.2, max: 1, step: 0.05 },
    description: 'See the hull, its compartments and centres under the waterline.',
  },
  kg: {
    control: { type: 'range', min: 1.5, max: 4.5, step: 0.05 },
    description: 'KG: centre of gravity above the keel, m (KM is about 4.35 m: above it the boat lolls).',
  },
  dampingHeave: {
    control: { type: 'range', min: 0, max: 2, step: 0.05 },
    description: "Ueng's b_h, 1/s (Table 1: 1.6).",
  },
  dampingPitch: {
    control: { type: 'range', min: 0, max: 2, step: 0.05 },
    description: "Ueng's b_p, 1/s (Table 1: 0.6).",
  },
  dampingRoll: {
    control: { type: 'range', min: 0, max: 2, step: 0.05 },
    description: "Ueng's b_r, 1/s (Table 1: 0.4).",
  },
  kernerDrag: {
    control: 'boolean',
    description: "Also Kerner's viscous, pressure, suction and slamming drag on the wet faces.",
  },
  clipping: {
    control: 'select',
    options: ['flat', 'linear', 'curved', 'adaptive'],
    description: 'Waterline clipping.',
  },
  overlay: {
    control: 'boolean',
    description: 'G (red), B (blue), M (green), the vertical through B and GZ, as in Ueng’s figures.',
  },
  hullOpacity: {
    control: { type: 'range', min: 0.2, max: 1, step: 0.05 },
    description: 'See the centres (and cargo, compartments) through the hull.',
  },
} as const

export const DEG = Math.PI / 180
