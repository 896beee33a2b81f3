// The @react-three/cannon path: one call gives the body hook's args and mass and the hull that floats it
// (checked against closed forms of the box, and against the args themselves), and a <Physics> mix-up gets
// an error naming both Physics components.
import { useBox } from '@react-three/cannon'
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { describe, expect, it, vi } from 'vitest'
import {
  Physics,
  Waves,
  cannonBoxBody,
  cannonConvexBody,
  useBuoyancy,
  useCannonWorkerBuoyancy,
} from 'react-three-buoyancy'
import { boxMesh, createHull, icosphereMesh, torusMesh } from 'react-three-buoyancy/core'

/** Volume enclosed by outward triangles, by the divergence theorem (Σ a · (b × c) / 6), from the args alone. */
function enclosedVolume(vertices: number[][], faces: number[][]): number {
  let sum = 0
  for (const [i, j, k] of faces) {
    const [a, b, c] = [vertices[i], vertices[j], vertices[k]]
    sum += a[0] * (b[1] * c[2] - b[2] * c[1]) + a[1] * (b[2] * c[0] - b[0] * c[2]) + a[2] * (b[0] * c[1] - b[1] * c[0])
  }
  return sum / 6
}

describe('cannonBoxBody', () => {
  it('gives useBox the size and mass, and a hull of that same box centred on the body origin', () => {
    const boat = cannonBoxBody([4, 1, 2], { mass: 1000 })
    expect(boat.body).toEqual({ args: [4, 1, 2], mass: 1000 })
    expect(boat.hull.volume).toBeCloseTo(8, 12)
    expect(boat.hull.bounds.min).toEqual({ x: -2, y: -0.5, z: -1 })
    expect(boat.hull.bounds.max).toEqual({ x: 2, y: 0.5, z: 1 })
  })

  it('refuses a size or mass that is not positive, naming itself', () => {
    expect(() => cannonBoxBody([4, 0, 2], { mass: 1000 })).toThrow(/^cannonBoxBody: size must be \[x, y, z\]/)
    expect(() => cannonBoxBody([4, 1] as never, { mass: 1000 })).toThrow(/^cannonBoxBody: size/)
    expect(() => cannonBoxBody([4, 1, 2], { mass: NaN })).toThrow(/^cannonBoxBody: mass must be a positive/)
  })
})

describe('cannonConvexBody', () => {
  it("moves the hull to its centre of mass and gives useConvexPolyhedron that same hull's vertices and faces", () => {
    const mesh = boxMesh(3, 1, 2)
    const shifted = mesh.positions.map((value, i) => value + (i % 3 === 0 ? 5 : i % 3 === 1 ? -2 : 0))
    const boat = cannonConvexBody(createHull(shifted, mesh.indices), { mass: 600 })
    const [vertices, faces] = boat.body.args
    expect(boat.body.mass).toBe(600)
    expect(enclosedVolume(vertices, faces)).toBeCloseTo(6, 10) // 3 × 1 × 2, and wound outward
    expect(boat.hull.volume).toBeCloseTo(6, 10)
    for (const axis of ['x', 'y', 'z'] as const) expect(Math.abs(boat.hull.centroid[axis])).toBeLessThan(1e-12)
    // where the original coordinates sit in the body: the box's centre (5, −2, 0) maps to the origin
    const { position, quaternion } = boat.meshTransform
    expect([quaternion.x, quaternion.y, quaternion.z, quaternion.w].map((v) => v + 0)).toEqual([0, 0, 0, 1]) // a box: its own axes
    expect(position.x).toBeCloseTo(-5, 12)
    expect(position.y).toBeCloseTo(2, 12)
    expect(position.z).toBeCloseTo(0, 12)
  })

  it('accepts a sphere, refuses a torus (not convex) with the way out', () => {
    const sphere = icosphereMesh(1, 2)
    expect(() => cannonConvexBody(createHull(sphere.positions, sphere.indices), { mass: 100 })).not.toThrow()
    const ring = torusMesh(2, 0.5, 16, 8)
    expect(() => cannonConvexBody(createHull(ring.positions, ring.indices), { mass: 100 })).toThrow(
      /^cannonConvexBody: the hull is not convex .*cannonBoxBody/,
    )
  })
})

describe('Physics mix-ups', () => {
  it('a @react-three/cannon useBox inside our <Physics> gets an error naming both Physics components', async () => {
    function CannonBox() {
      const [ref] = useBox(() => ({ mass: 1, args: [1, 1, 1] }))
      return <mesh ref={ref} />
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await expect(
        ReactThreeTestRenderer.create(
          <Physics>
            <CannonBox />
          </Physics>,
        ),
      ).rejects.toThrow(/^<Physics>: a @react-three\/cannon hook .*needs @react-three\/cannon's own <Physics>/)
    } finally {
      logged.mockRestore()
    }
  })

  it('our hooks outside our <Physics> name both Physics components', async () => {
    function Floating() {
      useBuoyancy(null as never, createHull(boxMesh(1, 1, 1).positions, boxMesh(1, 1, 1).indices))
      return null
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await expect(ReactThreeTestRenderer.create(<Floating />)).rejects.toThrow(
        /^useBuoyancy: no physics world here; place it inside <Physics> \(react-three-buoyancy's.*@react-three\/cannon's <Physics> is another world/,
      )
    } finally {
      logged.mockRestore()
    }
  })

  it('useCannonWorkerBuoyancy refuses a maxFrameDelta or inertia that is not positive (it applied no force, ever)', async () => {
    const hull = createHull(boxMesh(1, 1, 1).positions, boxMesh(1, 1, 1).indices)
    function Floating({ options }: { options: Record<string, unknown> }) {
      useCannonWorkerBuoyancy(null as never, hull, { mass: 500, ...options })
      return null
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const maxFrameDelta of [0, -1, Number.NaN]) {
        await expect(
          ReactThreeTestRenderer.create(
            <Waves waves="calm">
              <Floating options={{ maxFrameDelta }} />
            </Waves>,
          ),
        ).rejects.toThrow(/^useCannonWorkerBuoyancy: options.maxFrameDelta must be a positive finite number of seconds/)
      }
      await expect(
        ReactThreeTestRenderer.create(
          <Waves waves="calm">
            <Floating options={{ inertia: { x: 1, y: 0, z: 1 } }} />
          </Waves>,
        ),
      ).rejects.toThrow(/^useCannonWorkerBuoyancy: options.inertia must be \{ x, y, z \} of positive finite/)
    } finally {
      logged.mockRestore()
    }
  })
})
