import type { Body } from 'cannon-es'

type Integrate = Body['integrate']

/** A body's force and torque as its last preStep left them, and what to do when they changed since. */
export interface IntegrateHook {
  /** fx fy fz tx ty tz, then the world step they were left in (NaN: none this step) */
  readonly left: Float64Array
  changed(): void
}

const hooks = new WeakMap<Body, IntegrateHook>()
const PATCHED = Symbol.for('react-three-buoyancy: integrate hook')

/**
 * Calls `hook.changed` just before `body` integrates in a world step, when its force or torque is no longer
 * what `hook.left` holds for that step: another preStep listener, registered after the one that wrote
 * `left`, added to them (cannon-es integrates right after dispatching preStep). The bodies' prototype's
 * integrate is wrapped once to look its body up; the bodies themselves are left as they are. An own
 * `integrate` on each body changed their hidden class, and every cannon-es loop over them went
 * polymorphic (300 boxes stepped 10 % slower); a call into the body's own state for the comparison cost
 * 300 boxes 7 % (its data was cold again by then), so the comparison reads only `left`. Returns the way
 * to remove the hook.
 */
export function hookIntegrate(body: Body, hook: IntegrateHook): () => void {
  const prototype = Object.getPrototypeOf(body) as { integrate: Integrate; [PATCHED]?: true }
  if (prototype[PATCHED] !== true) {
    const original = prototype.integrate
    prototype.integrate = function integrate(this: Body, dt, quatNormalize, quatNormalizeFast) {
      const hooked = hooks.get(this)
      if (hooked !== undefined) {
        const left = hooked.left,
          f = this.force,
          t = this.torque
        if (
          this.world !== null &&
          left[6] === this.world.stepnumber &&
          (f.x !== left[0] ||
            f.y !== left[1] ||
            f.z !== left[2] ||
            t.x !== left[3] ||
            t.y !== left[4] ||
            t.z !== left[5])
        ) {
          hooked.changed()
        }
      }
      original.call(this, dt, quatNormalize, quatNormalizeFast)
    }
    prototype[PATCHED] = true
  }
  hooks.set(body, hook)
  return () => {
    if (hooks.get(body) === hook) hooks.delete(body)
  }
}
