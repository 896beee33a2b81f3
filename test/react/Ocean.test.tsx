import { Component, type ReactElement, type ReactNode } from 'react'
import { useThree } from '@react-three/fiber'
import type { Camera, Mesh, MeshPhysicalMaterial } from 'three'
import { describe, expect, it, vi } from 'vitest'
import { Ocean, SimulationClock, Waves, useSimulationClock, useWaves } from 'react-three-buoyancy'
import {
  type OceanLookUniforms,
  type OceanUniforms,
  createOceanDetailUniforms,
  writeOceanDetail,
} from 'react-three-buoyancy/shader'
// the clock's context is internal: a test provides one directly to an <Ocean> with no <Waves> clock
import { ClockContext } from '../../src/react/clock/ClockContext.js'
import { type WaveField, createWaves, seaState } from 'react-three-buoyancy/core'
import { type Renderer, mount, unmountAfterEach } from './mount.js'

unmountAfterEach(() => vi.restoreAllMocks())

function oceanMesh(renderer: Renderer): Mesh {
  const mesh = renderer.scene.children[0]?.instance as Mesh | undefined
  if (!mesh?.isMesh) throw new Error('no ocean mesh in the scene')
  return mesh
}
const uniformsOf = (mesh: Mesh) => mesh.userData.oceanUniforms as OceanUniforms

/** The default camera of the mounted scene. */
const probed: { camera: Camera | null } = { camera: null }
function CameraProbe() {
  probed.camera = useThree((state) => state.camera)
  return null
}

/** What a floating body would read: the field and clock seen through the hooks. */
const seen: { field: WaveField | null; clock: SimulationClock | null } = { field: null, clock: null }
function Consumer() {
  seen.field = useWaves()
  seen.clock = useSimulationClock()
  return null
}

/** The sum the shader evaluates, in double from the uniforms, at local (x, z). */
function uniformHeight(uniforms: OceanUniforms, x: number, z: number): number {
  const w = uniforms.uOceanWaves.value
  let height = uniforms.uOceanLevel.value
  for (let i = 0; i < uniforms.uOceanWaveCount.value; i++)
    height += w[4 * i] * Math.sin(w[4 * i + 1] * x + w[4 * i + 2] * z + w[4 * i + 3])
  return height
}

describe('<Waves> and <Ocean> under the test renderer', () => {
  it('mount, and the uniforms draw the shared field at the clock time', async () => {
    const renderer = await mount(
      <Waves waves="moderate">
        <Ocean size={100} resolution={16} />
        <Consumer />
      </Waves>,
    )
    await renderer.advanceFrames(3, 0.02)
    const mesh = oceanMesh(renderer)
    const uniforms = uniformsOf(mesh)
    expect(seen.clock!.time).toBeCloseTo(0.06, 12)
    expect(uniforms.uOceanWaveCount.value).toBe(seen.field!.components.length)
    for (const [x, z] of [
      [0, 0],
      [31.5, -12],
    ]) {
      expect(uniformHeight(uniforms, x, z)).toBeCloseTo(seen.field!.heightAt(x, z, 0.06), 4)
    }
    // The grid lies at y = 0 in x-z and faces up; the shader displaces it.
    const position = mesh.geometry.getAttribute('position')
    expect(position.count).toBe(17 * 17)
    expect(Array.from({ length: position.count }, (_, i) => position.getY(i)).every((y) => y === 0)).toBe(true)
    expect(mesh.geometry.getAttribute('normal').getY(0)).toBe(1)
  })

  it('changing the waves prop updates the shader uniforms and every consumer without remounting', async () => {
    const scene = (waves: 'calm' | 'storm') => (
      <Waves waves={waves}>
        <Ocean size={100} resolution={8} />
        <Consumer />
      </Waves>
    )
    const renderer = await mount(scene('calm'))
    await renderer.advanceFrames(1, 0.01)
    const mesh = oceanMesh(renderer)
    const material = mesh.material
    const calm = seen.field!
    const clock = seen.clock!
    expect(uniformsOf(mesh).uOceanWaves.value[0]).toBeCloseTo(calm.components[0].amplitude, 6)

    await renderer.update(scene('storm'))
    await renderer.advanceFrames(1, 0.01)
    const storm = createWaves(seaState('storm'))
    expect(oceanMesh(renderer)).toBe(mesh)
    expect(oceanMesh(renderer).material).toBe(material)
    expect(seen.clock).toBe(clock)
    expect(seen.field).not.toBe(calm)
    expect(seen.field!.components.map((c) => c.wavelength)).toEqual(storm.components.map((c) => c.wavelength))
    expect(uniformsOf(mesh).uOceanWaves.value[0]).toBeCloseTo(storm.components[0].amplitude, 6)
    expect(uniformHeight(uniformsOf(mesh), 10, 20)).toBeCloseTo(storm.heightAt(10, 20, clock.time), 4)
  })

  it('an inline components array that is equal in content keeps the same field', async () => {
    const scene = () => (
      <Waves waves={[{ amplitude: 0.5, wavelength: 12 }]}>
        <Consumer />
      </Waves>
    )
    const renderer = await mount(scene())
    const first = seen.field
    await renderer.update(scene())
    expect(seen.field).toBe(first)
  })

  it('a paused clock leaves the uniforms unchanged; unpaused they move, by the clamped frame delta', async () => {
    const scene = (paused: boolean) => (
      <Waves waves="rough" paused={paused}>
        <Ocean size={50} resolution={4} />
        <Consumer />
      </Waves>
    )
    const renderer = await mount(scene(true))
    await renderer.advanceFrames(1, 0.016)
    const uniforms = uniformsOf(oceanMesh(renderer))
    const before = Float32Array.from(uniforms.uOceanWaves.value)
    await renderer.advanceFrames(10, 0.016)
    expect(seen.clock!.time).toBe(0)
    expect(Array.from(uniforms.uOceanWaves.value)).toEqual(Array.from(before))

    await renderer.update(scene(false))
    await renderer.advanceFrames(1, 2) // a two-second hitch counts as maxFrameDelta = 0.1 s
    expect(seen.clock!.time).toBeCloseTo(0.1, 12)
    expect(Array.from(uniforms.uOceanWaves.value)).not.toEqual(Array.from(before))
  })

  it('reuses an enclosing clock without advancing it: a hand-stepped clock shows a stepped sea', async () => {
    const clock = new SimulationClock()
    const renderer = await mount(
      <ClockContext.Provider value={clock}>
        <Waves waves="moderate">
          <Ocean size={100} resolution={4} />
          <Consumer />
        </Waves>
      </ClockContext.Provider>,
    )
    await renderer.advanceFrames(5, 0.05)
    expect(seen.clock).toBe(clock)
    expect(clock.time).toBe(0)
    clock.advance(3600)
    await renderer.advanceFrames(1, 0.05)
    const uniforms = uniformsOf(oceanMesh(renderer))
    expect(uniformHeight(uniforms, 12, -7)).toBeCloseTo(seen.field!.heightAt(12, -7, 3600), 4)
  })

  it('leaves a driven clock to its driver', async () => {
    const renderer = await mount(
      <Waves waves="calm">
        <Consumer />
      </Waves>,
    )
    seen.clock!.driven = true
    await renderer.advanceFrames(4, 0.05)
    expect(seen.clock!.time).toBe(0)
    seen.clock!.driven = false
    await renderer.advanceFrames(4, 0.05)
    expect(seen.clock!.time).toBeCloseTo(0.2, 12)
  })

  it('follows the camera in whole grid cells and folds the offset into the phases', async () => {
    const renderer = await mount(
      <Waves waves="moderate">
        <Ocean size={100} resolution={20} followCamera />
        <Consumer />
        <CameraProbe />
      </Waves>,
    )
    probed.camera!.position.set(1234.4, 30, -987.6)
    probed.camera!.updateMatrixWorld()
    await renderer.advanceFrames(1, 0.03)
    const mesh = oceanMesh(renderer)
    // cell = 100 m / 20 = 5 m: 1234.4 → 1235, −987.6 → −990
    expect(mesh.position.x).toBeCloseTo(1235, 9)
    expect(mesh.position.z).toBeCloseTo(-990, 9)
    expect(uniformHeight(uniformsOf(mesh), 7, 3)).toBeCloseTo(seen.field!.heightAt(1235 + 7, -990 + 3, 0.03), 4)
  })
})

class Catch extends Component<{ children: ReactNode; onError: (error: Error) => void }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

async function renderError(element: ReactNode): Promise<Error> {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  let caught: Error | null = null
  await mount(<Catch onError={(error) => (caught = error)}>{element}</Catch>)
  if (caught === null) throw new Error('expected a render error')
  return caught
}

describe('outside a provider, and bad props', () => {
  it('useWaves and useSimulationClock throw an error that names <Waves>', async () => {
    expect((await renderError(<Consumer />)).message).toMatch(
      /useWaves: no wave field here; wrap the scene in <Waves waves=\{\.\.\.\}>/,
    )
    function ClockOnly() {
      useSimulationClock()
      return null
    }
    expect((await renderError(<ClockOnly />)).message).toMatch(
      /useSimulationClock: no simulation clock here; call it inside <Waves waves=\{\.\.\.\}>/,
    )
  })

  it('<Ocean> outside <Waves> throws an error that names <Waves>', async () => {
    expect((await renderError(<Ocean />)).message).toMatch(/<Ocean> must be placed inside <Waves waves=\{\.\.\.\}>/)
  })

  // A bad prop is said once and keeps its last good value (its default on a first render), the sea staying
  // that of <Waves>: thrown in render, it unmounted the whole canvas, and fixing the prop did not bring it back.
  it('a sea of more than 32 components, a bad size, resolution, look or material number: said once, the ocean still drawn', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ amplitude: 0.01, wavelength: 4 + i }))
    const cases: [ReactElement, RegExp][] = [
      [<Ocean key="many" />, /40 components; the ocean shader sums at most 32/],
      [<Ocean key="size" size={-5} />, /<Ocean>: size must be a positive finite number of metres \(got -5\)/],
      [<Ocean key="resolution" resolution={2.5} />, /<Ocean>: resolution must be a whole number/],
      [
        <Ocean key="preset" preset={'noon' as 'day'} />,
        /<Ocean>: preset must be one of day, sunset, overcast \(got "noon"\)/,
      ],
      [<Ocean key="foam" foam={-1} />, /<Ocean>: foam must be a finite number ≥ 0/],
      [<Ocean key="detail" detail={Number.NaN} />, /<Ocean>: detail must be a finite number ≥ 0/],
      [<Ocean key="reflect" reflect={Infinity} />, /<Ocean>: reflect must be a finite number ≥ 0/],
      [
        <Ocean key="quality" quality={'ultra' as 'high'} />,
        /<Ocean>: quality must be 'auto', 'high', 'medium' or 'low' \(got "ultra"\)/,
      ],
      [<Ocean key="roughness" roughness={Number.NaN} />, /<Ocean>: roughness must be a number from 0 to 1, got NaN/],
      [<Ocean key="opacity" opacity={2} />, /<Ocean>: opacity must be a number from 0 to 1, got 2/],
    ]
    for (const [ocean, message] of cases) {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      const renderer = await mount(<Waves waves={ocean.key === 'many' ? many : 'calm'}>{ocean}</Waves>)
      await renderer.advanceFrames(3, 0.02)
      const said = error.mock.calls.map((call) => String(call[0]))
      expect(said.filter((line) => message.test(line))).toHaveLength(1)
      // drawn with the defaults: the horizon grid, a sane material
      const mesh = oceanMesh(renderer)
      expect(mesh.geometry.getAttribute('position').count).toBeGreaterThan(1000)
      const material = mesh.material as MeshPhysicalMaterial
      expect(material.roughness).toBe(0.06)
      expect(material.opacity).toBe(1)
      error.mockRestore()
    }
  })

  it('a prop turned bad at run time keeps the last good one, and fixing it applies it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const scene = (size: number, roughness: number) => (
      <Waves waves="calm">
        <Ocean size={size} resolution={8} roughness={roughness} />
      </Waves>
    )
    const renderer = await mount(scene(100, 0.2))
    await renderer.advanceFrames(1, 0.02)
    const width = () => {
      const mesh = oceanMesh(renderer)
      mesh.geometry.computeBoundingBox()
      const box = mesh.geometry.boundingBox!
      return box.max.x - box.min.x
    }
    const roughness = () => (oceanMesh(renderer).material as MeshPhysicalMaterial).roughness
    expect(width()).toBeCloseTo(100, 9)
    // a slider at 0, then NaN roughness: both kept at their last good values, each said once
    await renderer.update(scene(0, 0.2))
    await renderer.advanceFrames(2, 0.02)
    await renderer.update(scene(0, Number.NaN))
    await renderer.advanceFrames(2, 0.02)
    expect(width()).toBeCloseTo(100, 9)
    expect(roughness()).toBe(0.2)
    expect(error.mock.calls.filter((call) => /size must be/.test(String(call[0])))).toHaveLength(1)
    await renderer.update(scene(50, 0.3))
    await renderer.advanceFrames(1, 0.02)
    expect(width()).toBeCloseTo(50, 9)
    expect(roughness()).toBe(0.3)
  })

  it('bad props on a first render: every one named, each once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const renderer = await mount(
      <Waves waves="moderate">
        <Ocean size={0} foam={-1} roughness={Number.NaN} />
      </Waves>,
    )
    await renderer.advanceFrames(3, 0.02)
    const said = error.mock.calls.map((call) => String(call[0]))
    for (const message of [
      /<Ocean>: size must be a positive finite number of metres \(got 0\)/,
      /<Ocean>: foam must be a finite number ≥ 0 \(amount, 1 natural\), got -1/,
      /<Ocean>: roughness must be a number from 0 to 1, got NaN/,
    ]) {
      expect(said.filter((line) => message.test(line))).toHaveLength(1)
    }
    expect(said.filter((line) => /<Ocean>/.test(line))).toHaveLength(3)
  })

  it('bad props on a first render: the sea of <Waves> still drawn, only the bad props at their defaults', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const renderer = await mount(
      <Waves waves="moderate">
        <Ocean size={0} foam={-1} roughness={Number.NaN} metalness={0.5} detail={0.5} />
        <Consumer />
      </Waves>,
    )
    await renderer.advanceFrames(3, 0.02)
    const mesh = oceanMesh(renderer)
    const uniforms = mesh.userData.oceanUniforms as OceanLookUniforms
    // the sea the physics reads, not flat water
    expect(seen.field!.components.length).toBeGreaterThan(0)
    expect(uniforms.uOceanWaveCount.value).toBe(seen.field!.components.length)
    const [x, z] = [mesh.position.x + 7.5, mesh.position.z - 3]
    expect(uniformHeight(uniforms, 7.5, -3)).toBeCloseTo(seen.field!.heightAt(x, z, seen.clock!.renderTime), 4)
    // the bad props at their defaults (the horizon grid, foam 1, roughness 0.06), the good ones as given
    expect(mesh.geometry.getAttribute('position').count).toBeGreaterThan(1000)
    expect(uniforms.uOceanFoam.value).toBe(1)
    const material = mesh.material as MeshPhysicalMaterial
    expect(material.roughness).toBe(0.06)
    expect(material.metalness).toBe(0.5)
    const detail = createOceanDetailUniforms()
    writeOceanDetail(detail, seen.field!, seen.clock!.renderTime, 0.5, mesh.position.x, mesh.position.z)
    expect(Array.from(uniforms.uOceanDetailWaves.value)).toEqual(Array.from(detail.uOceanDetailWaves.value))
  })

  it('while a prop stays bad, the sea of <Waves> and the other props still apply', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const scene = (size: number, waves: 'calm' | 'storm', roughness: number) => (
      <Waves waves={waves}>
        <Ocean size={size} resolution={8} roughness={roughness} />
        <Consumer />
      </Waves>
    )
    const renderer = await mount(scene(100, 'calm', 0.2))
    await renderer.advanceFrames(1, 0.02)
    await renderer.update(scene(-1, 'calm', 0.2))
    await renderer.advanceFrames(1, 0.02)
    await renderer.update(scene(-1, 'storm', 0.4))
    await renderer.advanceFrames(2, 0.02)
    const mesh = oceanMesh(renderer)
    mesh.geometry.computeBoundingBox()
    const box = mesh.geometry.boundingBox!
    expect(box.max.x - box.min.x).toBeCloseTo(100, 9)
    const uniforms = uniformsOf(mesh)
    expect(uniforms.uOceanWaveCount.value).toBe(seen.field!.components.length)
    expect(uniforms.uOceanWaves.value[0]).toBe(Math.fround(seen.field!.components[0].amplitude))
    expect(uniformHeight(uniforms, -4, 9.25)).toBeCloseTo(seen.field!.heightAt(-4, 9.25, seen.clock!.renderTime), 4)
    expect((mesh.material as MeshPhysicalMaterial).roughness).toBe(0.4)
    // said once, though rendered again with it
    expect(error.mock.calls.filter((call) => /size must be/.test(String(call[0])))).toHaveLength(1)
  })

  it('<Waves>: an unknown sea or a NaN amplitude is said once; flat water first, the last good sea after', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const unknown = await mount(
      <Waves waves={'hurricane' as 'calm'}>
        <Consumer />
      </Waves>,
    )
    await unknown.advanceFrames(1, 0.02)
    expect(error.mock.calls.filter((call) => /unknown sea state 'hurricane'/.test(String(call[0])))).toHaveLength(1)
    expect(seen.field!.components).toHaveLength(0)
    const scene = (amplitude: number, timeScale: number) => (
      <Waves waves={[{ amplitude, wavelength: 20 }]} timeScale={timeScale}>
        <Consumer />
      </Waves>
    )
    const renderer = await mount(scene(0.5, 1))
    await renderer.update(scene(Number.NaN, Number.NaN))
    await renderer.advanceFrames(3, 0.02)
    expect(seen.field!.components[0].amplitude).toBe(0.5)
    // the clock went on at the last good time scale
    expect(seen.clock!.time).toBeCloseTo(0.06, 12)
    expect(
      error.mock.calls.some((call) => /<Waves>: timeScale must be a finite number ≥ 0/.test(String(call[0]))),
    ).toBe(true)
  })
})

describe('the sea to the horizon (no size)', () => {
  it('a grid around the camera, snapped to its fine cell (an eighth of the shortest wave), reaching 20 km', async () => {
    const renderer = await mount(
      <Waves waves="moderate">
        <Ocean />
        <Consumer />
        <CameraProbe />
      </Waves>,
    )
    probed.camera!.position.set(1234.4, 30, -987.6)
    probed.camera!.updateMatrixWorld()
    await renderer.advanceFrames(1, 0.03)
    const mesh = oceanMesh(renderer)
    const shortest = Math.min(...seen.field!.components.map((c) => (2 * Math.PI) / Math.hypot(c.kx, c.kz)))
    const cell = shortest / 8
    expect(mesh.position.x).toBeCloseTo(Math.round(1234.4 / cell) * cell, 9)
    expect(mesh.position.z).toBeCloseTo(Math.round(-987.6 / cell) * cell, 9)
    const position = mesh.geometry.getAttribute('position')
    let reach = 0
    let nearest = Infinity
    let raised = 0
    for (let i = 0; i < position.count; i++) {
      reach = Math.max(reach, Math.abs(position.getX(i)))
      const r = Math.hypot(position.getX(i), position.getZ(i))
      if (r > 0) nearest = Math.min(nearest, r)
      if (position.getY(i) !== 0) raised++
    }
    expect(raised).toBe(0)
    expect(reach).toBe(20_000)
    expect(nearest).toBeCloseTo(cell, 5)
    // The sky dome is drawn behind it (the scene has no background).
    const dome = renderer.scene.children[1]?.instance as Mesh | undefined
    expect(dome?.renderOrder).toBe(-1000)
  })
})
