import type { ReactNode } from 'react'

/** One line of a plot: y against x, with a name and a colour. */
export interface Series {
  name: string
  color: string
  x: ArrayLike<number>
  y: ArrayLike<number>
  dashed?: boolean
}

export interface PlotProps {
  title: string
  series: Series[]
  xLabel: string
  yLabel: string
  width?: number
  height?: number
  /** Horizontal reference lines (a target draft, an equilibrium heel…). */
  references?: { y: number; label: string; color?: string }[]
  /** Force the y range (otherwise the data's, padded). */
  yRange?: [number, number]
}

const PAD = { left: 56, right: 12, top: 26, bottom: 34 }

function ticks(lo: number, hi: number, count: number): number[] {
  const span = hi - lo
  if (!(span > 0)) return [lo]
  const raw = span / count
  const step = 10 ** Math.floor(Math.log10(raw))
  const nice = [1, 2, 5, 10].map((m) => m * step).find((s) => span / s <= count) ?? 10 * step
  const out: number[] = []
  for (let v = Math.ceil(lo / nice) * nice; v <= hi + 1e-9 * span; v += nice)
    out.push(Math.abs(v) < 1e-12 * span ? 0 : v)
  return out
}

const format = (v: number) =>
  Math.abs(v) >= 1000 || (Math.abs(v) < 0.01 && v !== 0) ? v.toExponential(1) : String(Number(v.toPrecision(3)))

/** A small line chart in SVG: the stories plot their simulations with it (no chart package). */
export function Plot({
  title,
  series,
  xLabel,
  yLabel,
  width = 560,
  height = 240,
  references = [],
  yRange,
}: PlotProps): ReactNode {
  let x0 = Infinity,
    x1 = -Infinity,
    y0 = Infinity,
    y1 = -Infinity
  for (const s of series) {
    for (let i = 0; i < s.x.length; i++) {
      const x = s.x[i],
        y = s.y[i]
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue
      x0 = Math.min(x0, x)
      x1 = Math.max(x1, x)
      y0 = Math.min(y0, y)
      y1 = Math.max(y1, y)
    }
  }
  for (const r of references) {
    y0 = Math.min(y0, r.y)
    y1 = Math.max(y1, r.y)
  }
  if (yRange) [y0, y1] = yRange
  if (!(x1 > x0)) {
    x0 = 0
    x1 = 1
  }
  if (!(y1 > y0)) {
    const c = Number.isFinite(y0) ? y0 : 0
    y0 = c - 1
    y1 = c + 1
  }
  if (!yRange) {
    const pad = 0.06 * (y1 - y0)
    y0 -= pad
    y1 += pad
  }
  const w = width - PAD.left - PAD.right,
    h = height - PAD.top - PAD.bottom
  const sx = (x: number) => PAD.left + ((x - x0) / (x1 - x0)) * w
  const sy = (y: number) => PAD.top + (1 - (y - y0) / (y1 - y0)) * h
  const path = (s: Series) => {
    let d = ''
    for (let i = 0; i < s.x.length; i++) {
      const x = s.x[i],
        y = s.y[i]
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue
      d += `${d === '' ? 'M' : 'L'}${sx(x).toFixed(1)} ${sy(Math.min(Math.max(y, y0), y1)).toFixed(1)}`
    }
    return d
  }
  return (
    <svg
      width={width}
      height={height}
      style={{ background: '#fff', borderRadius: 6, fontFamily: 'system-ui, sans-serif', fontSize: 11 }}
    >
      <text x={PAD.left} y={16} fontWeight={600} fontSize={12}>
        {title}
      </text>
      {ticks(x0, x1, 8).map((t) => (
        <g key={`x${t}`}>
          <line x1={sx(t)} x2={sx(t)} y1={PAD.top} y2={PAD.top + h} stroke="#eee" />
          <text x={sx(t)} y={PAD.top + h + 14} textAnchor="middle" fill="#555">
            {format(t)}
          </text>
        </g>
      ))}
      {ticks(y0, y1, 5).map((t) => (
        <g key={`y${t}`}>
          <line x1={PAD.left} x2={PAD.left + w} y1={sy(t)} y2={sy(t)} stroke="#eee" />
          <text x={PAD.left - 6} y={sy(t) + 4} textAnchor="end" fill="#555">
            {format(t)}
          </text>
        </g>
      ))}
      <text x={PAD.left + w / 2} y={height - 4} textAnchor="middle" fill="#333">
        {xLabel}
      </text>
      <text transform={`translate(12 ${PAD.top + h / 2}) rotate(-90)`} textAnchor="middle" fill="#333">
        {yLabel}
      </text>
      {references.map((r) => (
        <g key={r.label}>
          <line
            x1={PAD.left}
            x2={PAD.left + w}
            y1={sy(r.y)}
            y2={sy(r.y)}
            stroke={r.color ?? '#999'}
            strokeDasharray="4 3"
          />
          <text x={PAD.left + w - 4} y={sy(r.y) - 4} textAnchor="end" fill={r.color ?? '#777'}>
            {r.label}
          </text>
        </g>
      ))}
      {series.map((s) => (
        <path
          key={s.name}
          d={path(s)}
          fill="none"
          stroke={s.color}
          strokeWidth={1.6}
          strokeDasharray={s.dashed ? '5 3' : undefined}
        />
      ))}
      {series.map((s, i) => (
        <g
          key={`legend${s.name}`}
          transform={`translate(${PAD.left + 8 + Math.min(130, (w - 16) / series.length) * i} ${PAD.top + 10})`}
        >
          <line
            x1={0}
            x2={16}
            y1={0}
            y2={0}
            stroke={s.color}
            strokeWidth={2}
            strokeDasharray={s.dashed ? '5 3' : undefined}
          />
          <text x={20} y={4} fill="#333">
            {s.name}
          </text>
        </g>
      ))}
    </svg>
  )
}
