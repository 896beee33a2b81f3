// capytaine (BEM) results to the library's RadiationTable (core/seakeeping/radiationTable.ts): the
// conversion alone, with no Node imports, so that a browser (the Storybook showcase) can use it too.
// scripts/capytaineToTable.mjs is the command line around it, and says what the input holds.
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
  const coupling = couplingFromCapytaine(result, order)
  if (coupling) table.coupling = coupling
  return table
}

/**
 * The coupled terms, "coupling_added_mass" and "coupling_radiation_damping" with "surge_pitch_A15",
 * "sway_roll_A24" and "heave_pitch_A35", as RadiationTable.coupling: all change sign (our pitch and our
 * sway are minus capytaine's; its surge, heave and roll are ours). A pair without its damping is left out (the reference gives the added mass only): its
 * memory is made from the damping.
 */
const COUPLED = { surge_pitch_A15: 'surgePitch', sway_roll_A24: 'swayRoll', heave_pitch_A35: 'heavePitch' }

function couplingFromCapytaine(result, order) {
  const added = result.coupling_added_mass
  if (!added) return null
  const damping = result.coupling_radiation_damping
  const out = {}
  for (const [theirs, ours] of Object.entries(COUPLED)) {
    if (!added[theirs] || !damping?.[theirs]) continue
    out[ours] = { addedMass: order.map((i) => -added[theirs][i]), damping: order.map((i) => -damping[theirs][i]) }
  }
  return Object.keys(out).length > 0 ? out : null
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
