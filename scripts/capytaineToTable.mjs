#!/usr/bin/env node
// Convert capytaine (BEM) radiation results to the library's RadiationTable JSON (core/seakeeping/
// radiationTable.ts). Input: the JSON layout of ../shared/reference/seakeeping (made from capytaine's
// dataset: omega_rad_s, added_mass and radiation_damping per mode "Surge", "Sway", "Heave", "Roll",
// "Pitch", "Yaw", diagonal terms). capytaine's axes are x along the ship, y across, z up; the library's
// are x along, y up, z across: its Sway is our sway (z), its Heave our heave (y), its Pitch (about its y)
// our pitch (about z), its Yaw (about its z) our yaw (about y). Diagonal terms need no sign change.
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
  return {
    frequencies: order.map((i) => frequencies[i]),
    addedMass: pick('added_mass'),
    damping: pick('radiation_damping'),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2]
  if (!file) {
    console.error('usage: node scripts/capytaineToTable.mjs result.json > table.json')
    process.exit(1)
  }
  process.stdout.write(JSON.stringify(tableFromCapytaine(JSON.parse(readFileSync(file, 'utf8')))) + '\n')
}
