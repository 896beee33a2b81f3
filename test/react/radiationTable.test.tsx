import ReactThreeTestRenderer from '@react-three/test-renderer'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Buoyant, type BuoyantApi, Physics, type PhysicsApi, Waves } from 'react-three-buoyancy'
import { createWaves, type RadiationTable } from 'react-three-buoyancy/core'
import { mount, unmountAfterEach } from './mount.js'

unmountAfterEach(() => vi.restoreAllMocks())

// A RadiationTable with a diffraction force through <Buoyant radiation>: what a user with BEM data writes.
const frequencies = [0.5, 1, 2, 4]
const curve = (peak: number) => frequencies.map((w) => peak * w * Math.exp(-w))
const table = (diffraction: number): RadiationTable => ({
  frequencies,
  addedMass: { heave: curve(2000), roll: curve(300), pitch: curve(300) },
  damping: { heave: curve(1500), roll: curve(100), pitch: curve(100) },
  diffraction: {
    headings: [0, Math.PI / 2],
    real: { heave: [curve(diffraction), curve(diffraction)] },
    imaginary: { heave: [curve(diffraction / 4), curve(diffraction / 4)] },
  },
})
const sea = createWaves([{ amplitude: 0.2, wavelength: 12 }])

function Box({
  radiation,
  ...rest
}: {
  radiation: RadiationTable
  onError?: (e: Error) => void
  ref?: React.Ref<BuoyantApi>
}) {
  return (
    <Buoyant name="box" density={500} radiation={radiation} {...rest}>
      <mesh>
        <boxGeometry args={[2, 1, 2]} />
      </mesh>
    </Buoyant>
  )
}

describe('<Buoyant radiation={table}> with a diffraction force', () => {
  it('floats the box in waves, a new but equal table each render keeping the body', async () => {
    const physics = createRef<PhysicsApi>()
    const box = createRef<BuoyantApi>()
    const scene = () => (
      <Waves waves={sea}>
        <Physics ref={physics}>
          <Box ref={box} radiation={table(5000)} />
        </Physics>
      </Waves>
    )
    const renderer = await mount(scene())
    const body = box.current!.body
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 300; i++) physics.current!.step()
    })
    await renderer.update(scene())
    expect(box.current!.body).toBe(body)
    let lowest = Infinity,
      highest = -Infinity
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 300; i++) {
        physics.current!.step()
        lowest = Math.min(lowest, body.position.y)
        highest = Math.max(highest, body.position.y)
      }
    })
    // afloat: its centre within the wave's reach of the surface, and moving with the wave
    expect(lowest).toBeGreaterThan(-0.6)
    expect(highest).toBeLessThan(0.6)
    expect(highest - lowest).toBeGreaterThan(0.1)
  })

  it('reports a diffraction force no water could exert through onError, naming the body', async () => {
    const onError = vi.fn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await mount(
      <Waves waves={sea}>
        <Physics>
          <Box radiation={table(1e9)} onError={onError} />
        </Physics>
      </Waves>,
    )
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/options.radiation.diffraction.heave reaches/) }),
    )
  })
})
