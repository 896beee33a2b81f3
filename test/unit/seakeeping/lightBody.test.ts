// A body far lighter than its added mass and far smaller than the wave follows the water's surface: its
// heave is the elevation, its tilt the wave's slope k A (the long-wave limit of its equations of motion,
// whatever its coefficients). A 1 m square board 2 cm thick at a tenth of the water's density carries 320 kg
// of heave added mass on its own 2 kg; radiation 'auto' applies that mass implicitly, and the stiff-mode
// check must count it (implicitRestoring's `added`). Judged by the board's own mass its heave was 'stiff'
// and held to the water's velocity through 2 / 322 of the correction: the default board heaved 0.84–0.90 of
// the wave and tilted 0.29–1.05 of the slope, turning up to 13° in yaw on the way.
import { describe, expect, it } from 'vitest'
import { boxMesh, createWaves } from 'react-three-buoyancy/core'
import { float, run } from '../cannon/support.js'

const AMPLITUDE = 0.25

/**
 * First harmonics of the board's heave (m per m of wave) and of its tilt about the wave's crests (rad), in a
 * regular beam sea of `wavelength` with the defaults, against the elevation's phase where the board is (it
 * drifts a little with the wave), over 6 periods after 6.
 */
function follow(wavelength: number) {
  const water = createWaves([{ amplitude: AMPLITUDE, wavelength, direction: Math.PI / 2 }])
  const f = float(boxMesh(1, 0.02, 1), 0.1, { water })
  const k = (2 * Math.PI) / wavelength
  const period = (2 * Math.PI) / Math.sqrt(9.81 * k)
  const heave = [0, 0],
    tilt = [0, 0]
  let samples = 0
  const up = f.body.position.clone()
  run(f.world, Math.round(60 * 12 * period), () => {
    if (f.world.time < 6 * period) return
    const phase = (2 * Math.PI * f.world.time) / period - k * f.body.position.z
    // the body's up axis leaning toward +z, the direction the waves travel: its tilt about the crests
    f.body.quaternion.vmult(up.set(0, 1, 0), up)
    const angle = Math.asin(up.z)
    heave[0] += f.body.position.y * Math.cos(phase)
    heave[1] += f.body.position.y * Math.sin(phase)
    tilt[0] += angle * Math.cos(phase)
    tilt[1] += angle * Math.sin(phase)
    samples++
  })
  const amplitude = (sums: number[]) => (2 * Math.hypot(sums[0], sums[1])) / samples
  return { heave: amplitude(heave) / AMPLITUDE, tilt: amplitude(tilt), slope: k * AMPLITUDE }
}

describe('a light thin board follows the waves (radiation auto, its added mass 160 × its own)', () => {
  // measured: heave 0.995 and 0.995, tilt 0.98 and 1.00 of the slope (λ 20 and 40 m)
  it.each([20, 40])(
    'in a beam sea of λ = %s m: heave within 3 % of the wave, tilt within 8 % of its slope',
    (wavelength) => {
      const { heave, tilt, slope } = follow(wavelength)
      expect(Math.abs(heave - 1)).toBeLessThan(0.03)
      expect(Math.abs(tilt / slope - 1)).toBeLessThan(0.08)
    },
  )
})
