import { World } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import { boxMesh, createHull, createWaves, type RadiationTable } from 'react-three-buoyancy/core'

// A 20 × 4 × 8 m barge's radiation and diffraction from a BEM solver: a few of the frequencies that
// `node scripts/capytaineToTable.mjs result.json` writes. Added mass in kg (kg·m² for pitch), damping in
// N·s/m (N·m·s/rad), diffraction in N per metre of wave, its phase relative to the wave at the centre of mass.
const table: RadiationTable = {
  frequencies: [0.4, 0.7, 1, 1.3, 1.6, 2, 2.5, 3],
  addedMass: {
    heave: [880e3, 750e3, 580e3, 470e3, 430e3, 440e3, 470e3, 500e3],
    pitch: [14e6, 14e6, 14e6, 13e6, 11e6, 11e6, 11e6, 11e6],
  },
  damping: {
    heave: [66e3, 210e3, 300e3, 310e3, 230e3, 120e3, 44e3, 14e3],
    pitch: [10e3, 360e3, 2.1e6, 3.9e6, 4.0e6, 2.5e6, 790e3, 210e3],
  },
  diffraction: {
    headings: [0, Math.PI / 2], // waves travelling toward the barge's +x (along it) and +z (across)
    real: {
      heave: [
        [-140e3, -330e3, -430e3, -360e3, -190e3, 82e3, 37e3, -27e3],
        [-140e3, -350e3, -510e3, -580e3, -530e3, -430e3, -220e3, -24e3],
      ],
    },
    imaginary: {
      heave: [
        [26e3, 140e3, 270e3, 250e3, 97e3, -78e3, 4.8e3, 6.1e3],
        [26e3, 150e3, 320e3, 450e3, 470e3, 310e3, 86e3, -38e3],
      ],
    },
  },
}

const mesh = boxMesh(20, 4, 8)
const barge = createBuoyantBody(createHull(mesh.positions, mesh.indices), { density: 512.5 }) // 2 m draft
const world = new World()
world.gravity.set(0, -9.81, 0)
world.addBody(barge.body)
const swell = createWaves([{ amplitude: 0.5, wavelength: 39 }]) // 5 s, along the barge
attachBuoyancy(world, barge.body, barge.hull, swell, { radiation: table })

let lowest = Infinity,
  highest = -Infinity
for (let step = 0; step < 60 * 60; step++) {
  world.step(1 / 60)
  if (world.time < 40) continue
  lowest = Math.min(lowest, barge.body.position.y)
  highest = Math.max(highest, barge.body.position.y)
}
console.log(`heave ${((highest - lowest) / 2).toFixed(2)} m in a swell of 0.5 m`)
