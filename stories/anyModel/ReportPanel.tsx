import type { RefObject } from 'react'
import type { BuoyantApi } from 'react-three-buoyancy'
import { DomOverlay } from '../stability/DomOverlay.js'
import { esc, fmt } from '../stability/markup.js'

/** What buildHull did for each body, over the canvas: method, triangles in and out, open edges, volume. */
export function ReportPanel({ bodies }: { bodies: { label: string; ref: RefObject<BuoyantApi | null> }[] }) {
  const render = () =>
    `<div style="position:absolute;left:12px;top:12px;max-width:460px;padding:10px 12px;border-radius:8px;background:rgba(8,20,32,0.78);color:#e8f4ff;font-size:13px;line-height:1.45">` +
    bodies
      .map(({ label, ref }) => {
        const api = ref.current
        const report = api?.hullReport ?? null
        if (api?.problem) return `<b>${esc(label)}</b>: <span style="color:#fca5a5">${esc(api.problem)}</span>`
        if (report === null) return `<b>${esc(label)}</b>: building the hull…`
        return (
          `<b>${esc(label)}</b>: ${esc(report.method)}, ${report.parts} part${report.parts === 1 ? '' : 's'}, ` +
          `${report.inputTriangles.toLocaleString('en')} → ${report.triangles.toLocaleString('en')} triangles, ` +
          `${report.openEdges} open and ${report.nonManifoldEdges} non-manifold edges, ${fmt(report.volume)} m³` +
          `<br><i>${esc(report.sentence)}</i>`
        )
      })
      .join('<hr style="border:0;border-top:1px solid #335">') +
    `</div>`
  return <DomOverlay render={render} hz={2} />
}
