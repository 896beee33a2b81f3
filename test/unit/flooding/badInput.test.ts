import { describe, expect, it } from 'vitest'
import { boxMesh, createFlooding, createHull, flatWater, icosphereMesh } from 'react-three-buoyancy/core'
import { boxHull, heeledPose } from './fixtures.js'

const ship = boxHull(10, 4, 6)
const inside = { center: { x: 0, y: 0, z: 0 }, size: { x: 2, y: 2, z: 2 } }

describe('flooding: bad input gets a clear error', () => {
  it('a compartment outside the hull, named with the offending vertex', () => {
    expect(() =>
      createFlooding(ship, [
        { box: inside },
        { name: 'fore peak', box: { center: { x: 5, y: 0, z: 0 }, size: { x: 2, y: 2, z: 2 } } },
      ]),
    ).toThrow(
      /createFlooding: compartments\[1\] \("fore peak"\) is not inside the hull: its vertex \d+ at \(6, -?1, -?1\) lies 1 m outside it/,
    )
    const ball = icosphereMesh(1, 1)
    for (let o = 0; o < ball.positions.length; o += 3) ball.positions[o + 1] += 1.5
    expect(() => createFlooding(ship, [{ hull: createHull(ball.positions, ball.indices) }])).toThrow(
      /compartments\[0\] is not inside the hull/,
    )
  })

  it('a compartment that shares the hull plating is inside (the bilged full-width compartment)', () => {
    const flooding = createFlooding(ship, [{ box: { center: { x: -3, y: 0, z: 0 }, size: { x: 4, y: 4, z: 6 } } }])
    expect(flooding.compartments[0].capacity).toBeCloseTo(96, 10)
  })

  it('holes: negative area, outside the compartment, a discharge coefficient outside (0, 1], NaN', () => {
    const holed = (hole: object) => () =>
      createFlooding(ship, [{ box: inside, holes: [{ position: { x: 0, y: -1, z: 0 }, area: 0.1 }, hole as never] }])
    expect(holed({ position: { x: 0, y: -1, z: 0 }, area: -0.01 })).toThrow(
      /createFlooding: compartments\[0\]\.holes\[1\]\.area must be a finite number ≥ 0 \(m²\), got -0\.01/,
    )
    expect(holed({ position: { x: 0, y: -3, z: 0 }, area: 0.01 })).toThrow(
      /holes\[1\]\.position \(0, -3, 0\) is 2 m outside its compartment/,
    )
    expect(holed({ position: { x: 0, y: -1, z: 0 }, area: 0.01, dischargeCoefficient: 1.2 })).toThrow(
      /dischargeCoefficient must be in \(0, 1\]/,
    )
    expect(holed({ position: { x: NaN, y: -1, z: 0 }, area: 0.01 })).toThrow(
      /holes\[1\]\.position must have finite x, y, z/,
    )
  })

  it('pumps, permeability, initial volume, a compartment with no shape', () => {
    expect(() => createFlooding(ship, [{ box: inside, pumps: [{ rate: -1 }] }])).toThrow(
      /pumps\[0\]\.rate must be a finite number ≥ 0 \(m³\/s\)/,
    )
    expect(() => createFlooding(ship, [{ box: inside, permeability: 0 }])).toThrow(
      /permeability must be a finite number > 0/,
    )
    expect(() => createFlooding(ship, [{ box: inside, initialVolume: 9 }])).toThrow(
      /initialVolume is 9 m³, more than the compartment holds \(8 m³\)/,
    )
    expect(() => createFlooding(ship, [{}])).toThrow(/compartments\[0\] needs a hull .* or a box/)
    expect(() => createFlooding(ship, [{ box: { center: { x: 0, y: 0, z: 0 }, size: { x: 1, y: 0, z: 1 } } }])).toThrow(
      /box\.size must be positive/,
    )
  })

  it('changed after creation: a hole area made NaN, a bad step', () => {
    const flooding = createFlooding(ship, [{ box: inside, holes: [{ position: { x: 0, y: -1, z: 0 }, area: 0.1 }] }])
    const pose = heeledPose(0)
    expect(() => flooding.step(pose, flatWater(0), 0, -1 / 60)).toThrow(
      /Flooding\.step: dt must be a finite number ≥ 0/,
    )
    expect(() => flooding.step(pose, flatWater(0), NaN, 1 / 60)).toThrow(/Flooding\.step: time must be a finite number/)
    expect(() =>
      flooding.step({ position: { x: 0, y: Infinity, z: 0 }, quaternion: pose.quaternion }, flatWater(0), 0, 1 / 60),
    ).toThrow(/pose\.position/)
    expect(() => flooding.step(pose, flatWater(0), 0, 1 / 60, 0)).toThrow(
      /Flooding\.step: gravity must be a finite number > 0 \(m\/s²\), got 0/,
    )
    expect(() => flooding.step(pose, { heightAt: () => NaN }, 0, 1 / 60)).toThrow(
      /the water's height at compartments\[0\]\.holes\[0\]/,
    )
    flooding.compartments[0].holes[0].area = NaN
    expect(() => flooding.step(pose, flatWater(0), 0, 1 / 60)).toThrow(
      /compartments\[0\]\.holes\[0\]\.area must be a finite number ≥ 0/,
    )
    expect(() => flooding.addHole(3, { position: { x: 0, y: 0, z: 0 }, area: 1 })).toThrow(
      /Flooding\.addHole: there is no compartment 3 \(there are 1\)/,
    )
  })

  it('addHole at run time opens the compartment to the sea', () => {
    const mesh = boxMesh(10, 4, 6)
    const hull = createHull(mesh.positions, mesh.indices)
    const flooding = createFlooding(hull, [{ box: inside }])
    const pose = heeledPose(0)
    flooding.step(pose, flatWater(0.5), 0, 1)
    expect(flooding.waterVolume).toBe(0)
    const hole = flooding.addHole(0, { position: { x: 0, y: -1, z: 0 }, area: 0.01 })
    flooding.step(pose, flatWater(0.5), 1, 1)
    expect(hole.flowRate).toBeCloseTo(0.6 * 0.01 * Math.sqrt(2 * 9.81 * 1.5), 12)
    expect(flooding.waterVolume).toBeCloseTo(hole.flowRate, 12)
  })
})
