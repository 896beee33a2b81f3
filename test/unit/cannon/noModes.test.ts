import { World } from 'cannon-es'
import { describe, expect, it, vi } from 'vitest'

// A body light enough to float whose still-water equilibrium search fails gets no radiation terms: that is
// said, once per hull, rather than passing in silence. (findEquilibrium finds every hull the library's tests
// float; the failure is made here by hand.)
vi.mock('../../../src/core/seakeeping/modeStiffness.js', async (original) => ({
  ...(await original<typeof import('../../../src/core/seakeeping/modeStiffness.js')>()),
  modeStiffness: () => null,
}))

const { attachBuoyancy, createBuoyantBody } = await import('../../../src/cannon/internal.js')
const { boxMesh, createHull, flatWater } = await import('../../../src/core/internal.js')

describe('a floating body with no still-water modes', () => {
  it('is warned about once per hull, and a sinking one not at all', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const mesh = boxMesh(1, 0.5, 2)
      const hull = createHull(mesh.positions, mesh.indices)
      const world = new World()
      world.gravity.set(0, -9.81, 0)
      for (const density of [500, 500, 2000]) {
        const made = createBuoyantBody(hull, { density })
        world.addBody(made.body)
        attachBuoyancy(world, made.body, made.hull, flatWater(0))
      }
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0][0])).toMatch(/no still-water equilibrium was found .* no added mass/)
    } finally {
      warn.mockRestore()
    }
  })
})
