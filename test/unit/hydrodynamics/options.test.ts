import { describe, expect, it } from 'vitest'
import { createHydrodynamics, DRAG_DEFAULTS } from 'react-three-buoyancy/core'
import { resolveDrag } from '../../../src/core/internal.js'
import { unitBox } from './support.js'

describe('drag options', () => {
  it('resolve to the documented defaults, and `false` turns everything off', () => {
    const d = resolveDrag(undefined, 'f')
    expect(d.enabled).toBe(true)
    expect(d.pressureQuadratic).toBe(DRAG_DEFAULTS.pressure.quadratic)
    expect(d.radiationRoll).toBe(DRAG_DEFAULTS.radiation.roll)
    expect(d.uengHeave).toBe(0)
    expect(d.angularMomentumRate).toBe(0)
    expect(resolveDrag(false, 'f').enabled).toBe(false)
    expect(resolveDrag({ ueng: true }, 'f').uengHeave).toBe(DRAG_DEFAULTS.ueng.heave)
    expect(resolveDrag({ pressure: false }, 'f').pressureQuadratic).toBe(0)
  })

  it.each([
    [{ referenceSpeed: 0 }, /f: options.drag.referenceSpeed must be a finite number > 0 \(m\/s\), got 0/],
    [{ pressure: { linear: -1 } }, /options.drag.pressure.linear must be a finite number ≥ 0/],
    [{ suction: { quadratic: Infinity } }, /options.drag.suction.quadratic/],
    [{ pressure: { falloff: NaN } }, /options.drag.pressure.falloff .*got NaN/],
    [{ viscous: { kinematicViscosity: 0 } }, /options.drag.viscous.kinematicViscosity/],
    [{ slamming: { stopTime: 0 } }, /options.drag.slamming.stopTime/],
    [{ radiation: 'yes' }, /options.drag.radiation must be true, false or an object/],
    [{ angularMomentum: -1 }, /options.drag.angularMomentum must be false or a finite rate ≥ 0/],
    [{ waterVelocity: 'fast' }, /options.drag.waterVelocity must be 'linear', 'exact' or 'still', got "fast"/],
    [{ radiation: { heaves: 0.1 } }, /options.drag.radiation.heaves is not an option \(known: heave, roll, pitch\)/],
    [42, /options.drag must be false, true or an object, got 42/],
  ])('refuse %j, naming the option', (options, message) => {
    expect(() => resolveDrag(options as never, 'f')).toThrow(message)
  })

  it('createHydrodynamics checks its hull and prefixes its errors with the caller', () => {
    expect(() => createHydrodynamics({} as never)).toThrow(/createHydrodynamics: hull/)
    expect(() => createHydrodynamics(unitBox(), { pressure: { linear: NaN } }, 'attachBuoyancy')).toThrow(
      /^attachBuoyancy: options.drag/,
    )
  })
})
