/**
 * Decides from frame times when `<Ocean quality="auto">` should drop one quality level. It only ever
 * lowers (never raises) the level, so it cannot oscillate: a machine that is slow at a level stays below it.
 *
 * Frames are judged in windows: the first `settle` frames after a start or a drop are ignored (a level change
 * recompiles the shader, and the first frames of a page are slow anyway); then the median of the next
 * `window` frame times is compared with `slowFrame`. A median, so a few hitches (a garbage collection, a
 * hidden tab's one long delta) do not drop the level.
 */
export class FrameRateGovernor {
  private readonly times: number[] = []
  private skipped = 0

  /**
   * @param slowFrame s: a median frame time above it drops the level (default 1/20 s, under 20 frames a second)
   * @param window frames per judgement (default 60)
   * @param settle frames ignored after a start or a drop (default 30)
   */
  constructor(
    readonly slowFrame = 1 / 20,
    readonly window = 60,
    readonly settle = 30,
  ) {
    if (!(slowFrame > 0 && Number.isInteger(window) && window >= 1 && Number.isInteger(settle) && settle >= 0)) {
      throw new Error(
        `FrameRateGovernor: slowFrame must be > 0 s and window ≥ 1 and settle ≥ 0 whole frames (got ${slowFrame}, ${window}, ${settle})`,
      )
    }
  }

  /** Records one frame time (s); true when the level should drop now (the governor then starts afresh). */
  frame(delta: number): boolean {
    if (!Number.isFinite(delta) || delta < 0) return false
    if (this.skipped < this.settle) {
      this.skipped++
      return false
    }
    this.times.push(delta)
    if (this.times.length < this.window) return false
    const sorted = this.times.sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]
    this.times.length = 0
    if (median <= this.slowFrame) return false
    this.skipped = 0
    return true
  }
}
