function refuse(what: string, value: unknown, expected: string): never {
  const shown =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? JSON.stringify(value) : typeof value
  throw new Error(`SimulationClock: ${what} must be ${expected} (got ${shown})`)
}

/**
 * The library's own simulation time, in seconds. The ocean shader and the physics read it; nothing reads
 * fiber's `state.clock` or `performance.now()`, so a run is deterministic, a paused clock shows a paused
 * ocean, and a test can step time by hand.
 *
 * Two ways to move it:
 * - `advance(dt)` adds exactly `dt` seconds of simulated time (a fixed physics step, or a test stepping by
 *   hand). It ignores `paused` and `timeScale`: the caller has already decided how much time passes.
 * - `advanceFrame(frameDelta)` is what a frame loop calls with the wall-clock delta of a frame: nothing
 *   happens while `paused`; otherwise the delta is clamped to `maxFrameDelta` (a tab that slept for a minute
 *   does not jump the sea by a minute) and scaled by `timeScale`.
 *
 * While `driven` is true a fixed-step physics world owns the clock: `<Waves>` then leaves it alone and the
 * world calls `advance` once per step.
 */
export class SimulationClock {
  /** True while the simulation is paused: `advanceFrame` does nothing. */
  paused: boolean
  /**
   * True while a fixed-step physics world advances this clock (it sets and clears the flag); the frame loop
   * of `<Waves>` then does not advance it.
   */
  driven = false
  private currentTime: number
  private scale: number
  private frameDeltaLimit: number
  private lag = 0

  /**
   * @param options.time start time, s (default 0)
   * @param options.paused default false
   * @param options.timeScale simulated seconds per wall-clock second, default 1
   * @param options.maxFrameDelta s, the longest frame `advanceFrame` accepts before clamping, default 0.1
   */
  constructor(options: { time?: number; paused?: boolean; timeScale?: number; maxFrameDelta?: number } = {}) {
    this.currentTime = 0
    this.scale = 1
    this.frameDeltaLimit = 0.1
    this.paused = options.paused ?? false
    if (options.time !== undefined) this.time = options.time
    if (options.timeScale !== undefined) this.timeScale = options.timeScale
    if (options.maxFrameDelta !== undefined) this.maxFrameDelta = options.maxFrameDelta
  }

  /** Simulated time, s. Settable (a finite number) to jump the sea to a given moment. */
  get time(): number {
    return this.currentTime
  }
  set time(value: number) {
    if (typeof value !== 'number' || !Number.isFinite(value)) refuse('time', value, 'a finite number of seconds')
    this.currentTime = value
  }

  /** Simulated seconds per wall-clock second (≥ 0; 0 freezes the sea like `paused`). Default 1. */
  get timeScale(): number {
    return this.scale
  }
  set timeScale(value: number) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      refuse('timeScale', value, 'a finite number ≥ 0')
    }
    this.scale = value
  }

  /** s: frame deltas above this are clamped by `advanceFrame`. Default 0.1. */
  get maxFrameDelta(): number {
    return this.frameDeltaLimit
  }
  set maxFrameDelta(value: number) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      refuse('maxFrameDelta', value, 'a positive finite number of seconds')
    }
    this.frameDeltaLimit = value
  }

  /**
   * s: how far the rendered frame trails `time`. A fixed-step world that draws bodies interpolated between
   * its last two states sets this to the interpolation remainder, so the ocean is drawn at the same moment
   * as the bodies. Default 0.
   */
  get interpolationLag(): number {
    return this.lag
  }
  set interpolationLag(value: number) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      refuse('interpolationLag', value, 'a finite number ≥ 0 of seconds')
    }
    this.lag = value
  }

  /** The moment the current frame shows, s: `time − interpolationLag`. The ocean shader draws this. */
  get renderTime(): number {
    return this.currentTime - this.lag
  }

  /**
   * Adds exactly `dt` seconds of simulated time (ignores `paused` and `timeScale`).
   * @returns the new time, s
   * @throws Error when dt is negative, NaN or infinite
   */
  advance(dt: number): number {
    if (typeof dt !== 'number' || !Number.isFinite(dt) || dt < 0) {
      refuse('advance(dt): dt', dt, 'a finite number ≥ 0 of seconds')
    }
    this.add(dt)
    return this.currentTime
  }

  /**
   * Time is a double: a step dt adds exactly while time < dt · 2^52 (1/60 s steps: 7.5e13 s, some two
   * million years) and is rounded past it; where time + dt === time the clock would stand still while the
   * world stepped, so that is refused.
   */
  private add(dt: number): void {
    const next = this.currentTime + dt
    if (next === this.currentTime && dt > 0) {
      throw new Error(
        `SimulationClock: time ${this.currentTime} s + ${dt} s rounds back to ${this.currentTime} s: past dt · 2^52 s the clock cannot advance by dt; set clock.time back (the sea repeats) or use a longer step`,
      )
    }
    this.currentTime = next
  }

  /**
   * Advances by one rendered frame: `min(frameDelta, maxFrameDelta) · timeScale`, or nothing while paused.
   * A negative or non-finite delta (a clock glitch) counts as 0.
   * @returns the simulated seconds added
   */
  advanceFrame(frameDelta: number): number {
    if (this.paused || !(frameDelta > 0) || !Number.isFinite(frameDelta)) return 0
    const dt = Math.min(frameDelta, this.frameDeltaLimit) * this.scale
    this.add(dt)
    return dt
  }
}
