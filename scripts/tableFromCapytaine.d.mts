import type { RadiationTable } from '../src/core/index.js'

/** The RadiationTable of a capytaine result in the reference layout (scripts/capytaineToTable.mjs). */
export function tableFromCapytaine(result: unknown): RadiationTable
