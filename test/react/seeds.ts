/**
 * The seeds' model (hydrostatic wave pressure, no added mass or radiation damping), as <Buoyant> props or
 * useBuoyancy options: the tests of statics at rest keep it, whose settling times were set with the
 * drag's modal damping (the default radiation damping is lighter, so a body comes to rest later).
 */
export const SEEDS = Object.freeze({ waveForce: 'hydrostatic', radiation: false } as const)
