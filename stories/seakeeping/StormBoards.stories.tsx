import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { Buoyant, Ocean, Physics, Waves, useAfterPhysicsStep, usePhysics, useWaves } from 'react-three-buoyancy'
import { Note, Panel } from '../dynamics/Panel.js'

// Light flat bodies in a storm with the default seakeeping model. A body a crest buries radiates no waves:
// with radiation 'auto' its still-water damping fades as it goes under and Morison's inertia force carries
// it with the water (PHYSICS.md 3b, a buried body). Before that, a 2 cm board went 6.8 m under a crest.
// `node scripts/storm-bodies.mjs` measures the same bodies over 10 storm minutes.

type Radiation = "'auto' (default)" | 'false'

interface StormBoardsArgs {
  radiation: Radiation
}

/** The bodies: name, size (m), density (kg/m³), colour, where they start (x, z). */
const BODIES = [
  { name: 'board, 2 cm, 100 kg/m³', size: [1, 0.02, 1], density: 100, color: '#d9a441', at: [-4, 0] },
  { name: 'hatch cover, 2 cm, 512 kg/m³', size: [1, 0.02, 1], density: 512, color: '#8c5a2b', at: [0, 0] },
  { name: 'crate, 1 m, 500 kg/m³', size: [1, 1, 1], density: 500, color: '#b5651d', at: [4, 0] },
] as const

/** Each body's centre below the local surface now, and the deepest so far (m), read after every step. */
function Depths({ onRead }: { onRead: (depths: { now: number; deepest: number }[]) => void }) {
  const physics = usePhysics()
  const waves = useWaves()
  const deepest = useRef(BODIES.map(() => 0))
  useAfterPhysicsStep(({ time, stepCount }) => {
    const read = BODIES.map((b, i) => {
      const body = physics.namedBodies.get(b.name)?.body
      if (body === undefined) return { now: 0, deepest: deepest.current[i] }
      const p = body.position
      const now = Math.max(0, waves.heightAt(p.x, p.z, time) - p.y)
      deepest.current[i] = Math.max(deepest.current[i], now)
      return { now, deepest: deepest.current[i] }
    })
    // (the panel every 15 steps: a quarter of a second)
    if (stepCount % 15 === 0) onRead(read)
  })
  return null
}

/** The bodies, each dropped onto the surface where it starts (at the clock's time when they mount). */
function Bodies({ radiation }: StormBoardsArgs) {
  const physics = usePhysics()
  const waves = useWaves()
  const [start] = useState(() => physics.clock.time)
  const options = radiation === 'false' ? { radiation: false as const } : {}
  return BODIES.map((b) => (
    <Buoyant
      key={b.name}
      name={b.name}
      density={b.density}
      position={[b.at[0], waves.heightAt(b.at[0], b.at[1], start) + 0.1, b.at[1]]}
      collisions="box"
      {...options}
    >
      <mesh>
        <boxGeometry args={[...b.size]} />
        <meshStandardMaterial color={b.color} />
      </mesh>
    </Buoyant>
  ))
}

function StormBoards({ radiation }: StormBoardsArgs) {
  const [depths, setDepths] = useState<{ now: number; deepest: number }[]>([])
  return (
    <Waves waves="storm">
      <Ocean />
      {/* keyed by the option: a new world, the bodies dropped again */}
      <Physics key={radiation}>
        <Bodies radiation={radiation} />
        <Depths onRead={setDepths} />
      </Physics>
      <Panel>
        <Note>
          Centre below the local surface, now / deepest so far (radiation {radiation}):
          {BODIES.map((b, i) => (
            <div key={b.name}>
              {b.name}: {(depths[i]?.now ?? 0).toFixed(2)} m / {(depths[i]?.deepest ?? 0).toFixed(2)} m
            </div>
          ))}
        </Note>
      </Panel>
    </Waves>
  )
}

const meta = {
  title: 'Seakeeping/Storm boards',
  component: StormBoards,
  args: { radiation: "'auto' (default)" },
  argTypes: {
    radiation: {
      control: 'radio',
      options: ["'auto' (default)", 'false'],
      description:
        "The radiation model of every body: 'auto' (added mass and radiation damping from the hull, fading as a crest buries the body) or false (the seeds' model).",
    },
  },
} satisfies Meta<typeof StormBoards>

export default meta

/** A light board, a hatch cover and a crate in a storm with the defaults: the boards ride the crests. */
export const Default: StoryObj<typeof meta> = { name: 'Storm boards' }
