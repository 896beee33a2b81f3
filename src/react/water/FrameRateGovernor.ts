/** Settings of a {@link FrameRateGovernor}; every field has a default. */
export interface FrameRateGovernorOptions {
  /** s: a window whose median frame time exceeds it asks for a drop (default 1/20 s: under 20 frames a second) */
  slowFrame?: number
  /** frames after which a window is judged (default 30) … */
  windowFrames?: number
  /** … or seconds of frames, whichever comes first, so a very slow page is rescued in seconds (default 3) */
  windowSeconds?: number
  /** frames a window needs at least before it is judged (default 5) */
  minFrames?: number
  /** s of frames ignored after a start or a drop: a drop recompiles shaders, a page's first frames are slow (default 1) */
  settleSeconds?: number
}

/**
 * Decides from frame times when `<Ocean quality="auto">` should lower its cost one step. It only ever asks
 * for less (never more), so it cannot oscillate: a machine that is slow at a step stays below it.
 *
 * Frames are judged in windows of `windowFrames` frames or `windowSeconds` (at least `minFrames`), after
 * `settleSeconds` of frames ignored; a window asks for a drop when the median of its frame times exceeds
 * `slowFrame`. A median, so a few hitches (a garbage collection, a hidden tab's one long delta) do not.
 * Driven by the frame deltas it is given (fiber's), so it is deterministic under a hand-stepped clock.
 */
export class FrameRateGovernor {
  readonly slowFrame: number
  readonly windowFrames: number
  readonly windowSeconds: number
  readonly minFrames: number
  readonly settleSeconds: number
  private readonly times: number[] = []
  private windowTime = 0
  private settled = 0

  constructor({
    slowFrame = 1 / 20,
    windowFrames = 30,
    windowSeconds = 3,
    minFrames = 5,
    settleSeconds = 1,
  }: FrameRateGovernorOptions = {}) {
    const wholeFrames = Number.isInteger(windowFrames) && Number.isInteger(minFrames) && minFrames >= 1
    if (!(slowFrame > 0 && windowSeconds > 0 && settleSeconds >= 0 && wholeFrames && windowFrames >= minFrames)) {
      throw new Error(
        'FrameRateGovernor: slowFrame and windowSeconds must be > 0 s, settleSeconds ≥ 0 s, minFrames a whole ' +
          `number ≥ 1 and windowFrames a whole number ≥ minFrames (got ${JSON.stringify({ slowFrame, windowFrames, windowSeconds, minFrames, settleSeconds })})`,
      )
    }
    this.slowFrame = slowFrame
    this.windowFrames = windowFrames
    this.windowSeconds = windowSeconds
    this.minFrames = minFrames
    this.settleSeconds = settleSeconds
  }

  /** Records one frame time (s); true when the cost should drop now (the governor then starts afresh). */
  frame(delta: number): boolean {
    if (!Number.isFinite(delta) || delta < 0) return false
    if (this.settled < this.settleSeconds) {
      this.settled += delta
      return false
    }
    this.times.push(delta)
    this.windowTime += delta
    const full = this.times.length >= this.windowFrames || this.windowTime >= this.windowSeconds
    if (!full || this.times.length < this.minFrames) return false
    const sorted = this.times.sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]
    this.times.length = 0
    this.windowTime = 0
    if (median <= this.slowFrame) return false
    this.settled = 0
    return true
  }
}
