// Rigid masses joined into one body (parallel-axis theorem): shared by stability (cargo) and the cannon entry.
export { addPointInertia, combineRigidMasses } from './combineRigidMasses.js'
export type { CombinedMassProperties, MassDistribution } from './combineRigidMasses.js'
