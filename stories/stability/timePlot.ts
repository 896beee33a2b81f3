import { esc, fmt } from './markup.js'
import type { TimeSeries } from './timeSeries.js'

/** A time plot: some columns of a time series drawn together. */
export interface TimePlotSpec {
  title: string
  /** which columns of the series */
  columns: readonly number[]
  /** the y range is at least this tall, in the plot's unit (so that rest does not look like noise) */
  minSpan?: number
}

const PAD = { left: 40, right: 6, top: 16, bottom: 16 }

/** The last `window` seconds of some columns of a series, as SVG markup: polylines, a zero line, the latest values. */
export function timePlot(series: TimeSeries, spec: TimePlotSpec, window: number, width = 340, height = 90): string {
  const { columns, minSpan = 1 } = spec
  const t = series.time
  const end = t.length > 0 ? t[t.length - 1] : 0
  const start = Math.max(0, end - window)
  let first = 0
  while (first < t.length && t[first] < start) first++
  let low = Infinity,
    high = -Infinity
  for (const c of columns) {
    const v = series.values[c]
    for (let i = first; i < v.length; i++) {
      low = Math.min(low, v[i])
      high = Math.max(high, v[i])
    }
  }
  if (!Number.isFinite(low)) {
    low = -minSpan / 2
    high = minSpan / 2
  }
  if (high - low < minSpan) {
    const mid = (high + low) / 2
    low = mid - minSpan / 2
    high = mid + minSpan / 2
  }
  const w = width - PAD.left - PAD.right
  const h = height - PAD.top - PAD.bottom
  const x = (time: number) => PAD.left + ((time - start) / Math.max(window, 1e-9)) * w
  const y = (value: number) => PAD.top + (1 - (value - low) / (high - low)) * h
  const step = Math.max(1, Math.floor((t.length - first) / 600))
  const lines = columns.map((c) => {
    const v = series.values[c]
    const points: string[] = []
    for (let i = first; i < v.length; i += step) points.push(`${x(t[i]).toFixed(1)},${y(v[i]).toFixed(1)}`)
    return `<polyline points="${points.join(' ')}" fill="none" stroke="${series.specs[c].color}" stroke-width="1.5"/>`
  })
  const legend = columns.map((c) => {
    const v = series.values[c]
    const latest = v.length > 0 ? fmt(v[v.length - 1]) : ''
    return `<tspan dx="8" fill="${series.specs[c].color}">${esc(series.specs[c].label)} ${latest}</tspan>`
  })
  const zero =
    low < 0 && high > 0
      ? `<line x1="${PAD.left}" x2="${PAD.left + w}" y1="${y(0)}" y2="${y(0)}" stroke="#94a3b8" stroke-dasharray="3 3"/>`
      : ''
  return `<svg width="${width}" height="${height}" style="display:block">
<rect x="${PAD.left}" y="${PAD.top}" width="${w}" height="${h}" fill="#fff" stroke="#cbd5e1"/>${zero}${lines.join('')}
<text x="${PAD.left}" y="11" font-size="11" fill="#0f172a">${esc(spec.title)}${legend.join('')}</text>
<text x="${PAD.left - 3}" y="${PAD.top + 9}" font-size="9" text-anchor="end" fill="#475569">${fmt(high)}</text>
<text x="${PAD.left - 3}" y="${PAD.top + h}" font-size="9" text-anchor="end" fill="#475569">${fmt(low)}</text>
<text x="${PAD.left}" y="${height - 3}" font-size="9" fill="#475569">${start.toFixed(0)} s</text>
<text x="${PAD.left + w}" y="${height - 3}" font-size="9" text-anchor="end" fill="#475569">${(start + window).toFixed(0)} s</text>
</svg>`
}
