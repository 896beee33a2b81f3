import type { buildHull } from '../../core/internal.js'

// The React layer names core's buildHull types by what the function takes and returns.

/** Options of buildHull (`react-three-buoyancy/core`): `method` and `maxTriangles`. */
export type BuildHullOptions = NonNullable<Parameters<typeof buildHull>[1]>
/** How buildHull makes a simulation hull: `'auto'` (default), `'exact'`, `'convex'` or `'wrap'`. */
export type HullMethod = NonNullable<BuildHullOptions['method']>
/** What buildHull did: the method used, the counts and volume, and a sentence for people. */
export type HullReport = ReturnType<typeof buildHull>['report']
/** One mesh for buildHull: positions, optional indices and a column-major matrix into the common frame. */
export type HullPart = Exclude<Parameters<typeof buildHull>[0], readonly unknown[]>
/** A hull and the report of how it was made. */
export type BuiltHull = ReturnType<typeof buildHull>
