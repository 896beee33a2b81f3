import type { Ref } from 'react'
import { Buoyant, type BuoyantApi, Physics, Waves } from 'react-three-buoyancy'

/**
 * A 1 m sphere of 48 × 32 segments named "ball" on a calm sea: its ten strip sections all differ, so its
 * still-water modes (radiation 'auto''s strip theory for each draft) take 60–180 ms, past the commit's
 * 20 ms budget: a change of its density waits for them in a task of its own.
 */
export function FineBall({ density, ballRef }: { density: number; ballRef?: Ref<BuoyantApi> }) {
  return (
    <Waves waves="calm">
      <Physics>
        <Buoyant ref={ballRef} name="ball" density={density}>
          <mesh>
            <sphereGeometry args={[1, 48, 32]} />
          </mesh>
        </Buoyant>
      </Physics>
    </Waves>
  )
}
