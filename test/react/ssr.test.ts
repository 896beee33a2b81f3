import { expect, it } from 'vitest'

it('imports on a server: no window or document is touched at module scope', async () => {
  expect(typeof window).toBe('undefined')
  expect(typeof document).toBe('undefined')
  const entry = await import('react-three-buoyancy')
  for (const name of ['Waves', 'Ocean', 'useWaves', 'useSimulationClock', 'SimulationClock', 'WaveContext', 'ClockContext']) {
    expect(entry).toHaveProperty(name)
  }
})
