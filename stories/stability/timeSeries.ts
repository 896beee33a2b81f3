/** One curve of a time plot. */
export interface SeriesSpec {
  label: string
  color: string
}

/**
 * Samples of a few quantities over simulated time, for the story plots: written once per recorded physics
 * step inside the canvas, read a few times a second by the SVG plots beside it. Keeps the last `span`
 * seconds.
 */
export class TimeSeries {
  readonly specs: readonly SeriesSpec[]
  readonly span: number
  time: number[] = []
  values: number[][]
  /** bumped on every push, so a reader can tell that something changed */
  version = 0

  constructor(specs: readonly SeriesSpec[], span = 120) {
    this.specs = specs
    this.span = span
    this.values = specs.map(() => [])
  }

  push(time: number, values: readonly number[]): void {
    // a restarted simulation (time going back) starts a new record
    if (this.time.length > 0 && time < this.time[this.time.length - 1]) this.clear()
    this.time.push(time)
    values.forEach((v, i) => this.values[i].push(v))
    let drop = 0
    while (drop < this.time.length && this.time[drop] < time - this.span) drop++
    if (drop > 64) {
      this.time.splice(0, drop)
      for (const column of this.values) column.splice(0, drop)
    }
    this.version++
  }

  clear(): void {
    this.time = []
    this.values = this.specs.map(() => [])
    this.version++
  }
}
