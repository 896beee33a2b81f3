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
//   node scripts/capytaineToTable.mjs barge.json > barge-radiation.json
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const MODES = { Surge: 'surge', Sway: 'sway', Heave: 'heave', Roll: 'roll', Pitch: 'pitch', Yaw: 'yaw' }

/** The RadiationTable of a capytaine result in the reference layout. */
export function tableFromCapytaine(result) {
  const frequencies = result.omega_rad_s
  if (!Array.isArray(frequencies)) throw new Error('capytaineToTable: the input has no omega_rad_s array')
  const order = frequencies.map((w, i) => i).sort((a, b) => frequencies[a] - frequencies[b])
  const pick = (part) => {
    const out = {}
    for (const [theirs, ours] of Object.entries(MODES)) {
      const column = result[part]?.[theirs]
      if (column) out[ours] = order.map((i) => column[i])
    }
    return out
  }
  const table = {
    frequencies: order.map((i) => frequencies[i]),
    addedMass: pick('added_mass'),
    damping: pick('radiation_damping'),
  }
  const diffraction = result.diffraction_force
  if (diffraction) table.diffraction = diffractionFromCapytaine(diffraction, order)
  return table
}

/** Modes whose force or moment changes sign from capytaine's axes to ours. */
const FLIPPED = new Set(['sway', 'pitch'])

function diffractionFromCapytaine(diffraction, order) {
  const betas = diffraction.beta_rad
  if (!Array.isArray(betas)) throw new Error('capytaineToTable: diffraction_force has no beta_rad array')
  const real = {},
    imaginary = {}
  for (const [theirs, ours] of Object.entries(MODES)) {
    const mode = diffraction[theirs]
    if (!mode) continue
    const sign = FLIPPED.has(ours) ? -1 : 1
    const rows = (part) => betas.map((_, h) => order.map((i) => sign * mode[part][h][i]))
    real[ours] = rows('re')
    imaginary[ours] = rows('im')
  }
  return { headings: betas.map((beta) => -beta), real, imaginary }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2]
  if (!file) {
    console.error('usage: node scripts/capytaineToTable.mjs result.json > table.json')
    process.exit(1)
  }
  process.stdout.write(JSON.stringify(tableFromCapytaine(JSON.parse(readFileSync(file, 'utf8')))) + '\n')
}
