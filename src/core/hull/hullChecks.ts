/**
 * What createHull has checked in this thread (JavaScript realm): calls and input triangles. Instrumentation
 * for tests that assert where the checks of a large hull run (a page's main thread must not weld, pair the
 * edges of or search the crossings of a hull its worker built); nothing reads it to decide anything.
 */
export const hullChecks = { calls: 0, triangles: 0 }
