// The fleets of bench/fleet.mjs in real Chromium (scripts/bench-browser-fleet.mjs runs this file in the
// browser test project; it is not part of `npm test`): <FleetScene> (stories/fleet) with 20, 100 and 300
// bodies of each hull through <Physics>, stepped by hand, the cost of each step read from the API
// (lastStepMs). Prints one JSON line per fleet ('fleet-result …'), which the script records.
import { createRef } from 'react'
import { expect, it } from 'vitest'
import type { PhysicsApi } from 'react-three-buoyancy'
import { FLEET_HULLS, FleetScene } from '../../stories/fleet/FleetScene.js'
import { mountCanvas } from '../../test/browser/mountCanvas.js'

const COUNTS = [20, 100, 300] as const

it('steps each fleet and reports the physics cost per step from <Physics>', { timeout: 600_000 }, async () => {
  for (const hull of FLEET_HULLS) {
    for (const count of COUNTS) {
      const physics = createRef<PhysicsApi>()
      // frameloop 'never': only the hand steps run, so the renderer does not share the CPU with them
      const mounted = await mountCanvas({
        frameloop: 'never',
        children: <FleetScene controls={{ count, hull, clipping: 'adaptive' }} physicsRef={physics} />,
      })
      const api = physics.current!
      expect(api.world.bodies.length).toBe(count)
      // settle 2 s, then 120 measured steps
      for (let i = 0; i < 120; i++) api.step()
      const costs: number[] = []
      for (let i = 0; i < 120; i++) {
        api.step()
        costs.push(api.lastStepMs)
      }
      costs.sort((a, b) => a - b)
      const median = costs[costs.length >> 1]
      console.log(
        `fleet-result ${JSON.stringify({ hull, count, msPerStep: median, usPerBody: (1000 * median) / count, userAgent: navigator.userAgent, cores: navigator.hardwareConcurrency })}`,
      )
      await mounted.unmount()
    }
  }
})
