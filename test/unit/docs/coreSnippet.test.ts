// Runs the README's core snippet (docs/snippets/core.ts) as a user would and checks what it prints.
import { afterEach, describe, expect, it, vi } from 'vitest'
import snippetConfig from '../../../docs/snippets/vitest.config.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('README snippets that run in Node', () => {
  it('the core snippet floats a 4 × 1 × 2 m box on a moderate sea: upward force, partly submerged', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await import('../../../docs/snippets/core.js')
    expect(log).toHaveBeenCalledTimes(1)
    const out = log.mock.calls[0][0] as {
      force: { x: number; y: number; z: number }
      displacedVolume: number
      centerOfBuoyancy: { y: number }
      waterplaneArea: number
    }
    // the body centre at the mean level of a sea a few decimetres high: roughly half of the 8 m³ is under
    // water, the force is up and near ρ g V, the centre of buoyancy is below the centre of the box
    expect(out.displacedVolume).toBeGreaterThan(2)
    expect(out.displacedVolume).toBeLessThan(6)
    expect(out.force.y / (1025 * 9.81 * out.displacedVolume)).toBeCloseTo(1, 0)
    expect(out.centerOfBuoyancy.y).toBeLessThan(0)
    expect(out.waterplaneArea).toBeGreaterThan(0)
  }, 120_000) // the first import transforms the whole core: ~4 s, more on a loaded machine

  it('the buildHull snippet makes one solid of a hull and a cabin that overlap: their union, 40 m³', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await import('../../../docs/snippets/buildHull.js')
    expect(log).toHaveBeenCalledTimes(1)
    const [method, sentence, volume] = log.mock.calls[0] as [string, string, number]
    // the union of the two boxes (36 + 6 − 2 overlapping m³), not their sum (42)
    expect(volume).toBeGreaterThan(40 * 0.98)
    expect(volume).toBeLessThan(40 * 1.02)
    expect(method).toBe('wrap')
    expect(sentence.length).toBeGreaterThan(0)
  }, 120_000)

  it('the BEM table snippet heaves a barge in a 5 s swell as the BEM says: 0.84 m a metre of wave, ± 20 %', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await import('../../../docs/snippets/bemTable.js')
    expect(log).toHaveBeenCalledTimes(1)
    const heave = Number(/heave ([\d.]+) m/.exec(String(log.mock.calls[0][0]))?.[1])
    // capytaine's head-sea heave RAO of this barge at 5 s (test/unit/seakeeping/reference), 0.5 m of wave
    expect(heave / 0.5 / 0.84).toBeGreaterThan(0.8)
    expect(heave / 0.5 / 0.84).toBeLessThan(1.2)
  }, 120_000)

  it("the vitest config snippet loads fiber's ES builds (module field, inlined), and inlines this package in a user's app", () => {
    expect(snippetConfig.ssr?.resolve?.mainFields).toEqual(['module'])
    const inline = snippetConfig.test?.server?.deps?.inline
    const inlined = (path: string) =>
      Array.isArray(inline) && inline.some((p) => (typeof p === 'string' ? path.includes(p) : p.test(path)))
    // (a user's app has the package in node_modules, where vitest would leave it to Node: an audit saw fiber
    // and three load twice, the second time as CommonJS)
    for (const path of [
      '/app/node_modules/@react-three/fiber/dist/react-three-fiber.esm.js',
      '/app/node_modules/@react-three/test-renderer/dist/react-three-test-renderer.esm.js',
      '/app/node_modules/react-three-buoyancy/dist/index.js',
    ]) {
      expect(inlined(path), path).toBe(true)
    }
    expect(inlined('/app/node_modules/three/build/three.module.js')).toBe(false)
  })
})
