import { gzPlot } from './gzPlot.js'
import { esc } from './markup.js'
import type { ShipProbe } from './shipProbe.js'
import { type TimePlotSpec, timePlot } from './timePlot.js'

/** What a story's panel shows. */
export interface ShipPanelSpec {
  title: string
  /** a sentence or two under the title */
  lines: readonly string[]
  plots: readonly TimePlotSpec[]
  /** s of history shown; default 60 */
  window?: number
  /** the live GZ curve */
  gz?: boolean
  /** the G, B, M legend and figures (a StabilityOverlay must feed the probe) */
  centres?: boolean
}

const DEG = 180 / Math.PI

/** The panel beside a stability story as markup, from the probe (DomOverlay redraws it a few times a second). */
export function shipPanel(probe: ShipProbe, spec: ShipPanelSpec): string {
  const s = probe.stability
  const centres = spec.centres
    ? `<div style="margin:3px 0"><span style="color:#dc2626">● G</span> <span style="color:#2563eb">● B</span> <span style="color:#16a34a">● M</span> <span style="color:#f59e0b">— GZ</span>${
        s === null
          ? ''
          : ` · at this pose: KB ${s.heightOfBuoyancy.toFixed(2)} · BM ${s.metacentricRadius.transverse.toFixed(2)} · KG ${s.heightOfGravity.toFixed(2)}${freeSurface(s.freeSurfaceCorrection.transverse)} · GM ${s.metacentricHeight.transverse.toFixed(2)} m`
      }</div>`
    : ''
  const window = spec.window ?? 60
  return `<div style="position:absolute;top:8px;right:8px;width:356px;max-height:calc(100% - 16px);overflow:hidden;background:rgba(248,250,252,0.88);border-radius:6px;padding:6px 8px;font-size:11px;color:#0f172a">
<div style="font-weight:600;font-size:12px;margin-bottom:4px">${esc(spec.title)}</div>
${[...spec.lines, ...probe.notes].map((line) => `<div>${esc(line)}</div>`).join('')}
${centres}
${spec.plots.map((plot) => timePlot(probe.series, plot, window)).join('')}
${spec.gz ? gzPlot(probe.curve?.curve ?? null, probe.curve?.problem, probe.heel) : ''}
<div style="color:#64748b;margin-top:2px">heel now ${(probe.heel * DEG).toFixed(1)}°</div>
</div>`
}

/**
 * The free surfaces' virtual rise of G, when there is one: without it KB + BM − KG did not add up to the GM
 * shown beside it (a flooded hull: an independent audit)
 */
function freeSurface(correction: number): string {
  return correction > 0.005 ? ` · free surface ${correction.toFixed(2)}` : ''
}
