// harbour.test.tsx: npm i -D vitest @react-three/test-renderer@^9.1.1, then `npx vitest run`
import { expect, it } from 'vitest'
import { Buoyant, Physics, Waves } from 'react-three-buoyancy'
import { mountScene } from 'react-three-buoyancy/testing'

/** What your app puts inside <Canvas>, without the <Canvas>: the test renderer is the canvas. */
function HarbourScene() {
  return (
    <Waves waves="moderate">
      <Physics>
        <Buoyant name="boat" density={400} position={[0, 1, 0]}>
          <mesh>
            <boxGeometry args={[4, 1, 2]} />
          </mesh>
        </Buoyant>
      </Physics>
    </Waves>
  )
}

it('the harbour settles the same way every time', async () => {
  const scene = await mountScene(<HarbourScene />)
  expect(await scene.record({ steps: 300, every: 60, digits: 3 })).toMatchSnapshot()
  await scene.unmount()
})
