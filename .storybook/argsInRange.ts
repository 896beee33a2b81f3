import type { Args, StrictArgTypes } from 'storybook/internal/types'

/**
 * A story's args held within their controls' ranges: a number outside a range control's min and max is
 * clamped, and one that is no finite number (NaN, an empty string) takes the story's own initial value.
 * The sliders cannot go there, but a shared link can (`&args=seconds:1000000`), and a story then froze,
 * crashed the tab or stayed on its error screen after the control was put back (an independent audit).
 */
export function argsInRange(args: Args, argTypes: StrictArgTypes, initialArgs: Args): Args {
  let held: Args | null = null
  for (const [name, argType] of Object.entries(argTypes)) {
    const control = argType.control as { type?: string; min?: number; max?: number } | undefined
    if (control?.type !== 'range' && control?.type !== 'number') continue
    const value = args[name]
    let within = typeof value === 'number' && Number.isFinite(value) ? value : initialArgs[name]
    if (typeof within !== 'number') continue
    if (typeof control.min === 'number') within = Math.max(control.min, within)
    if (typeof control.max === 'number') within = Math.min(control.max, within)
    if (within !== value) {
      held ??= { ...args }
      held[name] = within
    }
  }
  return held ?? args
}
