import type { RightingLeverCurve } from 'react-three-buoyancy/core'
import { esc } from './markup.js'

const PAD = { left: 40, right: 8, top: 16, bottom: 18 }
const DEG = 180 / Math.PI

/** GZ on the curve's heels, linearly between them (rad → m). */
function leverAt(curve: RightingLeverCurve, heel: number): number {
  const h = curve.heel
  if (heel <= h[0]) return curve.rightingLever[0]
  for (let i = 1; i < h.length; i++) {
    if (heel <= h[i]) {
      const f = (heel - h[i - 1]) / (h[i] - h[i - 1])
      return (1 - f) * curve.rightingLever[i - 1] + f * curve.rightingLever[i]
    }
  }
  return curve.rightingLever[h.length - 1]
}

/**
 * The righting-lever curve GZ(φ) as SVG markup, as naval architects draw it: heel in degrees across, GZ in
 * metres up, the heels where GZ = 0 rising (where the ship rests: green ticks), and the ship's heel now
 * (red), which sits on a green tick once the ship is at rest.
 */
export function gzPlot(
  curve: RightingLeverCurve | null,
  problem: string | null | undefined,
  heel: number,
  width = 340,
  height = 150,
): string {
  const w = width - PAD.left - PAD.right
  const h = height - PAD.top - PAD.bottom
  if (curve === null) {
    return `<div style="height:${height}px"><div style="font-size:11px">GZ curve</div><div style="font-size:10px;color:#b91c1c">${esc(problem ?? 'computing…')}</div></div>`
  }
  const heels = curve.heel
  const lo = heels[0],
    hi = heels[heels.length - 1]
  let min = 0,
    max = 0
  for (const v of curve.rightingLever) {
    min = Math.min(min, v)
    max = Math.max(max, v)
  }
  const pad = 0.08 * Math.max(max - min, 0.1)
  min -= pad
  max += pad
  const x = (phi: number) => PAD.left + ((phi - lo) / (hi - lo)) * w
  const y = (gz: number) => PAD.top + (1 - (gz - min) / (max - min)) * h
  const points = Array.from(heels, (phi, i) => `${x(phi).toFixed(1)},${y(curve.rightingLever[i]).toFixed(1)}`).join(' ')
  const shown = Math.max(lo, Math.min(hi, heel))
  const rests = curve.equilibriumHeels.filter((phi) => phi >= lo && phi <= hi)
  const ticks = [-90, -60, -30, 0, 30, 60, 90, 120, 150, 180].filter((d) => d / DEG >= lo && d / DEG <= hi)
  return `<svg width="${width}" height="${height}" style="display:block">
<rect x="${PAD.left}" y="${PAD.top}" width="${w}" height="${h}" fill="#fff" stroke="#cbd5e1"/>
${ticks.map((d) => `<line x1="${x(d / DEG)}" x2="${x(d / DEG)}" y1="${PAD.top}" y2="${PAD.top + h}" stroke="#e2e8f0"/><text x="${x(d / DEG)}" y="${height - 5}" font-size="9" text-anchor="middle" fill="#475569">${d}°</text>`).join('')}
<line x1="${PAD.left}" x2="${PAD.left + w}" y1="${y(0)}" y2="${y(0)}" stroke="#94a3b8"/>
<polyline points="${points}" fill="none" stroke="#0f172a" stroke-width="1.6"/>
${rests.map((phi) => `<line x1="${x(phi)}" x2="${x(phi)}" y1="${y(0) - 7}" y2="${y(0) + 7}" stroke="#16a34a" stroke-width="2.5"/>`).join('')}
<line x1="${x(shown)}" x2="${x(shown)}" y1="${PAD.top}" y2="${PAD.top + h}" stroke="#dc2626" stroke-dasharray="2 2"/>
<circle cx="${x(shown)}" cy="${y(leverAt(curve, shown))}" r="3.5" fill="#dc2626"/>
<text x="${PAD.left}" y="11" font-size="11" fill="#0f172a">GZ (m) against heel<tspan dx="8" fill="#dc2626">now ${(heel * DEG).toFixed(1)}°</tspan><tspan dx="8" fill="#16a34a">rest ${esc(rests.map((phi) => `${(phi * DEG).toFixed(1)}°`).join(', ') || '—')}</tspan></text>
<text x="${PAD.left - 3}" y="${PAD.top + 9}" font-size="9" text-anchor="end" fill="#475569">${max.toFixed(2)}</text>
<text x="${PAD.left - 3}" y="${PAD.top + h}" font-size="9" text-anchor="end" fill="#475569">${min.toFixed(2)}</text>
<text x="${PAD.left + w - 3}" y="${PAD.top + h - 4}" font-size="9" text-anchor="end" fill="#475569">upright GM ${curve.metacentricHeight.toFixed(2)} m · max GZ ${curve.maxRightingLever.toFixed(2)} m at ${(curve.angleOfMaxRightingLever * DEG).toFixed(0)}°</text>
</svg>`
}
