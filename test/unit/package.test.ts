import { describe, expect, it } from 'vitest'
import * as core from 'react-three-buoyancy/core'

describe('react-three-buoyancy/core', () => {
  it('exports the conventions of the README', () => {
    expect(core.SEA_WATER_DENSITY).toBe(1025)
    expect(core.STANDARD_GRAVITY).toBe(9.81)
  })
})
