import { expect, it } from 'vitest'

it('imports on a server: no window or document is touched at module scope', async () => {
  expect(typeof window).toBe('undefined')
  expect(typeof document).toBe('undefined')
  const entry = await import('react-three-buoyancy')
  for (const name of [
    'Waves',
    'Ocean',
    'useWaves',
    'useSimulationClock',
    'SimulationClock',
    'Physics',
    'usePhysics',
    'Buoyant',
    'BuoyancyDebug',
    'useBuoyancy',
    'useHydrostatics',
    'useBeforePhysicsStep',
    'useAfterPhysicsStep',
    'useCannonWorkerBuoyancy',
  ]) {
    expect(entry).toHaveProperty(name)
  }
})

it('the testing and cannon entries import on a server too', async () => {
  const testing = await import('react-three-buoyancy/testing')
  for (const name of ['mountScene', 'recordTrace', 'sampleBodies']) expect(testing).toHaveProperty(name)
  const cannon = await import('react-three-buoyancy/cannon')
  expect(cannon).toHaveProperty('attachBuoyancy')
  const shader = await import('react-three-buoyancy/shader')
  expect(shader).toHaveProperty('patchOceanVertexShader')
  expect(typeof window).toBe('undefined')
})
