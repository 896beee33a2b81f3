#!/usr/bin/env node
// Convert capytaine (BEM) radiation results to the library's RadiationTable JSON (core/seakeeping/
// radiationTable.ts). Input: the JSON layout of ../shared/reference/seakeeping (made from capytaine's
// dataset: omega_rad_s, added_mass and radiation_damping per mode "Surge", "Sway", "Heave", "Roll",
// "Pitch", "Yaw", diagonal terms). capytaine's axes are x along the ship, y across, z up; the library's
// are x along, y up, z across: its Sway is our sway (z), its Heave our heave (y), its Pitch (about its y)
// our pitch (about z), its Yaw (about its z) our yaw (about y). Diagonal terms need no sign change.
//
//
// The diffraction force, when the input has one, goes into the table's `diffraction`
// (RadiationTable.diffraction). Its layout (not the reference's, which has amplitudes only):
//   "diffraction_force": { "beta_rad": [β, …], "Heave": { "re": [[…per frequency] per β], "im": […] }, … }
// complex, per metre of wave amplitude, in capytaine's e^{−iωt} convention (a WAMIT result is the conjugate),
// solved with the centre of mass at capytaine's origin. Sway, pitch and the heading change sign on the way:
// our z is minus capytaine's y, so our sway force is minus its, our pitch moment (about our z) minus its
// (about its y), and our heading (from x toward our z) is −β.
//
// The coupled terms (surge–pitch A15, sway–roll A24, heave–pitch A35: "coupling_added_mass" with
// "coupling_radiation_damping" of the same layout) go into the table's `coupling`, signs changed; a pair without its damping (the
// reference's) is left out.
//
//   node scripts/capytaineToTable.mjs barge.json > barge-radiation.json
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tableFromCapytaine } from './tableFromCapytaine.mjs'

export { tableFromCapytaine }

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2]
  if (!file) {
    console.error('usage: node scripts/capytaineToTable.mjs result.json > table.json')
    process.exit(1)
  }
  process.stdout.write(JSON.stringify(tableFromCapytaine(JSON.parse(readFileSync(file, 'utf8')))) + '\n')
}
