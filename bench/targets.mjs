// The targets of issue 3 ("Benchmarks"), checked against a run's medians.
import { CLIPPINGS, SUBDIVISIONS } from './cases.mjs'

const TRIANGLES = { 1: '80', 3: '1,280', 5: '20,480', 6: '81,920' }

export const TARGETS = [
  { name: 'exact + linear, 1,280 triangles', id: 'sphere3-exact-linear', limitUs: 30 },
  { name: 'exact + linear, 81,920 triangles', id: 'sphere6-exact-linear', limitUs: 2000 },
  { name: '100 hulls × 1,280 triangles, exact + linear', id: 'fleet-exact-linear', limitUs: 4000 },
  ...SUBDIVISIONS.flatMap((n) =>
    CLIPPINGS.map((clipping) => ({
      name: `exact / centroid, ${TRIANGLES[n]} triangles, ${clipping}`,
      ratio: [`sphere${n}-exact-${clipping}`, `sphere${n}-centroid-${clipping}`],
      limitRatio: 1.25,
    })),
  ),
  ...SUBDIVISIONS.flatMap((n) =>
    ['exact', 'kerner', 'centroid'].map((integrator) => ({
      name: `adaptive / linear on the moderate sea, ${TRIANGLES[n]} triangles, ${integrator}`,
      ratio: [`sphere${n}-${integrator}-adaptive`, `sphere${n}-${integrator}-linear`],
      limitRatio: 2,
    })),
  ),
  { name: 'heap allocation per step after warm-up, every configuration', allocation: true },
]

/** Each target with what was measured and whether it is met (null when this run did not measure it). */
export function evaluateTargets(results, targets) {
  const byId = new Map(results.map((r) => [r.id, r]))
  return targets.map((target) => {
    if (target.id) {
      const r = byId.get(target.id)
      if (!r) return { name: target.name, limit: `≤ ${target.limitUs} µs`, measured: 'not measured', pass: null }
      const median = r.microsecondsPerStep.median
      return {
        name: target.name,
        limit: `≤ ${target.limitUs} µs`,
        measured: `${format(median)} µs`,
        value: median,
        pass: median <= target.limitUs,
      }
    }
    if (target.ratio) {
      const [a, b] = target.ratio.map((id) => byId.get(id))
      if (!a || !b) return { name: target.name, limit: `≤ ${target.limitRatio}`, measured: 'not measured', pass: null }
      const ratio = a.microsecondsPerStep.median / b.microsecondsPerStep.median
      return {
        name: target.name,
        limit: `≤ ${target.limitRatio}`,
        measured: `${ratio.toFixed(2)} (${format(a.microsecondsPerStep.median)} / ${format(b.microsecondsPerStep.median)} µs)`,
        value: ratio,
        pass: ratio <= target.limitRatio,
      }
    }
    const offenders = results.filter((r) => !(r.allocation.bytesPerStepMax === 0))
    return {
      name: target.name,
      limit: '0 B',
      measured:
        offenders.length === 0
          ? `0 B in all ${results.length} configurations`
          : `${offenders.length} of ${results.length} allocate (up to ${format(Math.max(...offenders.map((r) => r.allocation.bytesPerStepMax)))} B/step)`,
      value: Math.max(0, ...results.map((r) => r.allocation.bytesPerStepMax)),
      pass: results.length > 0 ? offenders.length === 0 : null,
    }
  })
}

/** A duration or size with three significant figures, thousands separated. */
export function format(value) {
  if (!Number.isFinite(value)) return String(value)
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}
