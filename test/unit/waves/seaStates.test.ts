import { describe, expect, it } from 'vitest'
import {
  createWaves,
  SEA_STATES,
  seaState,
  windSea,
  type SeaStateName,
  type WaveComponent,
} from 'react-three-buoyancy/core'

const g = 9.81
const names = Object.keys(SEA_STATES) as SeaStateName[]

/** Pierson–Moskowitz, written here from docs/PHYSICS.md §5 to check the split against: S(ω) = α g² ω⁻⁵ exp(−β (g / (U ω))⁴). */
function spectrum(omega: number, windSpeed: number): number {
  if (omega === 0) return 0
  return 8.1e-3 * g ** 2 * omega ** -5 * Math.exp(-0.74 * (g / windSpeed / omega) ** 4)
}

/** ∫ S dω from 0 to `upper` by the composite Simpson rule (S vanishes faster than any power at 0). */
function energyBelow(upper: number, windSpeed: number, steps = 4000): number {
  const h = upper / steps
  let sum = 0
  for (let i = 0; i <= steps; i++) {
    const weight = i === 0 || i === steps ? 1 : i % 2 ? 4 : 2
    sum += weight * spectrum(i * h, windSpeed)
  }
  return (sum * h) / 3
}

const significantHeight = (components: WaveComponent[]) =>
  4 * Math.sqrt(components.reduce((sum, c) => sum + c.amplitude ** 2 / 2, 0))

/** Angular frequencies the field derives (through its own dispersion), sorted ascending. */
const frequencies = (components: WaveComponent[]) =>
  createWaves(components)
    .components.map((c) => c.angularFrequency)
    .sort((a, b) => a - b)

/** The component where the discrete spectrum is densest: energy A²/2 over the spacing to its neighbours. */
function discretePeak(components: WaveComponent[]): number {
  const field = createWaves(components)
    .components.slice()
    .sort((a, b) => a.angularFrequency - b.angularFrequency)
  let best = 0
  let peak = NaN
  for (let i = 1; i < field.length - 1; i++) {
    const density = field[i].amplitude ** 2 / 2 / ((field[i + 1].angularFrequency - field[i - 1].angularFrequency) / 2)
    if (density > best) {
      best = density
      peak = field[i].angularFrequency
    }
  }
  return peak
}

describe('sea states from the Pierson–Moskowitz spectrum', () => {
  it('the presets run from calm to storm with their wind speeds and descriptions', () => {
    expect(names).toEqual(['calm', 'moderate', 'rough', 'storm'])
    const speeds = names.map((n) => SEA_STATES[n].windSpeed)
    expect(speeds).toEqual([...speeds].sort((a, b) => a - b))
    for (const n of names) {
      expect(SEA_STATES[n].description.length).toBeGreaterThan(10)
      expect(SEA_STATES[n].significantWaveHeight).toBeCloseTo((0.21 * SEA_STATES[n].windSpeed ** 2) / g, 1)
      expect(SEA_STATES[n].peakPeriod).toBeCloseTo((2 * Math.PI) / ((0.877 * g) / SEA_STATES[n].windSpeed), 1)
    }
    expect(Object.isFrozen(SEA_STATES)).toBe(true)
    expect(Object.isFrozen(SEA_STATES.calm)).toBe(true)
  })

  it.each(names)(
    '%s: Hs = 4 sqrt(Σ A²/2) is within 10 %% of 0.21 U²/g and within 1 %% of the spectrum integral',
    (name) => {
      const { windSpeed } = SEA_STATES[name]
      const components = seaState(name)
      expect(components).toHaveLength(6)
      const hs = significantHeight(components)
      expect(Math.abs(hs / ((0.21 * windSpeed ** 2) / g) - 1)).toBeLessThan(0.1)
      const total = energyBelow((40 * g) / windSpeed, windSpeed)
      expect(Math.abs(hs / (4 * Math.sqrt(total)) - 1)).toBeLessThan(0.01)
    },
  )

  it.each(names)('%s: the components peak near ω_p = 0.877 g/U', (name) => {
    const { windSpeed } = SEA_STATES[name]
    const expected = (0.877 * g) / windSpeed
    expect(Math.abs(discretePeak(seaState(name)) / expected - 1)).toBeLessThan(0.05)
    expect(Math.abs(discretePeak(seaState(name, { count: 32 })) / expected - 1)).toBeLessThan(0.03)
  })

  it('each component sits where the spectrum has the matching share of energy below it', () => {
    // Equal-energy bins with each sine at its bin's median: a fraction (i + ½) / n of the energy lies below sine i.
    const windSpeed = 11
    for (const count of [1, 6, 12]) {
      const omegas = frequencies(windSea(windSpeed, { count }))
      const total = energyBelow((40 * g) / windSpeed, windSpeed)
      omegas.forEach((omega, i) => {
        expect(energyBelow(omega, windSpeed) / total).toBeCloseTo((i + 0.5) / count, 3)
      })
    }
  })

  it('is deterministic for a seed and differs between seeds', () => {
    expect(windSea(9, { seed: 5 })).toEqual(windSea(9, { seed: 5 }))
    expect(seaState('rough')).toEqual(seaState('rough'))
    const a = windSea(9, { seed: 5 })
    const b = windSea(9, { seed: 6 })
    expect(a.map((c) => c.phase)).not.toEqual(b.map((c) => c.phase))
    expect(a.map((c) => c.direction)).not.toEqual(b.map((c) => c.direction))
    // The seed changes directions and phases, never the spectrum.
    expect(a.map((c) => [c.amplitude, c.wavelength])).toEqual(b.map((c) => [c.amplitude, c.wavelength]))
    expect(seaState('rough', { seed: 9 })).toEqual(windSea(SEA_STATES.rough.windSpeed, { seed: 9 }))
    expect(seaState('rough')).not.toEqual(seaState('rough', { seed: 9 }))
  })

  it('spreads directions over [mean − spread, mean + spread] and phases over [0, 2π)', () => {
    const direction = 1.2
    const spread = 0.4
    const components = windSea(10, { count: 40, direction, spread, seed: 3 })
    const offsets = components.map((c) => (c.direction ?? 0) - direction)
    for (const offset of offsets) expect(Math.abs(offset)).toBeLessThanOrEqual(spread)
    // Stratified: each of the 40 equal slots of the range holds exactly one direction.
    const slots = offsets.map((o) => Math.floor(((o + spread) / (2 * spread)) * 40)).sort((a, b) => a - b)
    expect(slots).toEqual(Array.from({ length: 40 }, (_, i) => i))
    for (const c of components) {
      expect(c.phase).toBeGreaterThanOrEqual(0)
      expect(c.phase).toBeLessThan(2 * Math.PI)
    }
    const longCrested = windSea(10, { spread: 0, direction: -0.5 })
    expect(longCrested.every((c) => c.direction === -0.5)).toBe(true)
  })

  it('gravity changes the wavelengths as deep-water dispersion says', () => {
    const earth = windSea(10, { gravity: g })
    const other = windSea(10, { gravity: 3.7 })
    // Same U, so ω scales with g and λ = 2π g / ω² scales as 1 / g.
    earth.forEach((c, i) => expect(other[i].wavelength).toBeCloseTo((c.wavelength * g) / 3.7, 8))
    const omegas = createWaves(other, { gravity: 3.7 }).components.map((c) => c.angularFrequency)
    const expected = createWaves(earth).components.map((c) => (c.angularFrequency * 3.7) / g)
    omegas.forEach((omega, i) => expect(omega).toBeCloseTo(expected[i], 10))
  })
})
