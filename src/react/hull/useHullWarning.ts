import { useEffect, useRef } from 'react'
import type { HullReport } from './hullTypes.js'

/** True when buildHull took the meshes as they are with nothing to say (a clean closed mesh within the budget). */
export function takenExactly(report: HullReport): boolean {
  return report.method === 'exact' && !report.notice
}

/**
 * One console.warn per body and hull with the report's sentence, when the hull is not the drawn meshes
 * taken exactly and the user did not ask for it by naming a method (`hull="wrap"` silences it).
 */
export function useHullWarning(label: string, report: HullReport | null, chosen: boolean): void {
  const warned = useRef<HullReport | null>(null)
  useEffect(() => {
    if (report === null || chosen || takenExactly(report) || warned.current === report) return
    warned.current = report
    console.warn(`${label}: ${report.sentence}`)
  }, [label, report, chosen])
}
