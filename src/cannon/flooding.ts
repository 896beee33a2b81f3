import { Body } from 'cannon-es'
import type { World } from 'cannon-es'
import type { Flooding, WaterSurface } from '../core/internal.js'
import { createAddedMass, setAddedMass } from './cargo.js'
import { checkGravity, worldGravity } from './gravity.js'
import { removeStepListenersLater } from './stepListeners.js'
import { bodyHullOf } from './bodyHulls.js'

/** Options of attachFlooding. */
export interface FloodingAttachOptions {
  /**
   * m/s², the pull on the flood water: its weight and the flow through its holes; default the world's
   * (which must point along −y)
   */
  gravity?: number
}

/** The link between a body and its flood water, returned by attachFlooding. */
export interface FloodingHandle {
  /** the model it steps: compartments, levels, holes, pumps, the ledger */
  readonly flooding: Flooding
  /** weight of the flood water at the latest step, N */
  readonly weight: number
  /** Stop stepping the flood; the body loses the water's mass. Safe to call twice. */
  detach(): void
}

const CALLER = 'attachFlooding'

/**
 * Let a cannon-es body take on water: each internal step (in `preStep`), the flood model is stepped
 * by world.dt at the body's pose with the sea at the wave time, then the water's weight is applied at
 * its centroid, which moves to the low side as the ship heels (the free-surface effect) and grows as
 * the holes let water in, until the ship lists, settles, or sinks once its weight passes the buoyancy
 * the hull can give.
 *
 * As for cargo (attachCargo): the water's mass is added to body.mass (its weight and its share of the
 * heave and sway inertia), cannon-es applies that weight at the origin, and the torque of the weight
 * about the origin, (c − x) × m g, is added; for the step in which the mass changes, gravity (already
 * applied with the old mass) is topped up by Δm g. Liquid with a free surface does not turn with the
 * hull, so it adds no rotational inertia. Attach before attachBuoyancy, so that the buoyancy's
 * stiff-mode correction sees the water's load.
 *
 * One gravity for the body and its flood: the model is stepped with the attach's (options.gravity or the
 * world's, read each step), whatever createFlooding's own `gravity` says (9.81 by default).
 *
 * Wave time: world.time as of each world.step call plus the internal steps already taken in it
 * (cannon-es advances world.time only after all of them), as attachBuoyancy reads it.
 *
 * @param flooding from createFlooding, with compartments in the body's coordinates (the centred
 *   hull's); the handle steps it: do not step it yourself while attached
 * @param water the sea outside (any WaterSurface: the heads at the holes come from its heightAt)
 */
export function attachFlooding(
  world: World,
  body: Body,
  flooding: Flooding,
  water: WaterSurface,
  options: FloodingAttachOptions = {},
): FloodingHandle {
  if (!world || typeof world.addEventListener !== 'function')
    throw new Error(`${CALLER}: world must be a cannon-es World`)
  if (!body || typeof body.updateInertiaWorld !== 'function')
    throw new Error(`${CALLER}: body must be a cannon-es Body`)
  if (body.type !== Body.DYNAMIC || !(body.mass > 0)) {
    throw new Error(`${CALLER}: the body must be dynamic with a mass > 0, got mass ${body.mass} kg`)
  }
  if (!flooding || typeof flooding.step !== 'function')
    throw new Error(`${CALLER}: flooding must be made by createFlooding`)
  if (!water || typeof water.heightAt !== 'function')
    throw new Error(`${CALLER}: water must be a WaterSurface with heightAt(x, z, t)`)
  const gravity = options.gravity === undefined ? null : checkGravity(options.gravity, CALLER)
  if (gravity === null) worldGravity(world, CALLER)
  checkCompartmentsReach(body, flooding)
  const added = createAddedMass()
  let seenWorldTime = NaN
  let waveTime = 0
  let weight = 0

  // the water the model starts with is on board from the first step
  flooding.update(body)
  setAddedMass(body, added, flooding.waterMass, 0, 0, 0)

  function onPreStep(): void {
    // (detached during this step: the listeners are removed once the step returns)
    if (!attached) return
    if (world.time !== seenWorldTime) {
      seenWorldTime = world.time
      waveTime = world.time
    }
    if (body.type !== Body.DYNAMIC) return
    const g = gravity ?? worldGravity(world, CALLER)
    const before = added.mass
    // The water weighs g here, so it flows with g too: a model made with createFlooding's default (9.81)
    // in a world on Mars let water in at Earth's rate, and <Compartment> under <Physics gravity> did the
    // same (an independent audit). Chosen over a warning: the world's gravity is the only one a careful
    // user means for a body in it, and one that changes at run time is followed.
    flooding.step(body, water, waveTime, world.dt, g)
    const mass = flooding.waterMass
    if (mass !== before) {
      setAddedMass(body, added, mass, 0, 0, 0)
      // gravity for this step was applied with the old mass
      body.force.y -= (mass - before) * g
      if (body.sleepState === Body.SLEEPING) body.wakeUp()
    }
    weight = mass * g
    if (mass > 0) {
      const c = flooding.centroid
      const rx = c.x - body.position.x,
        rz = c.z - body.position.z
      body.torque.x += weight * rz
      body.torque.z -= weight * rx
    }
  }

  function onPostStep(): void {
    if (attached) waveTime += world.dt
  }

  world.addEventListener('preStep', onPreStep)
  world.addEventListener('postStep', onPostStep)
  let attached = true
  return {
    flooding,
    get weight() {
      return weight
    },
    detach() {
      if (!attached) return
      attached = false
      removeStepListenersLater(world, onPreStep, onPostStep)
      setAddedMass(body, added, 0, 0, 0, 0)
    },
  }
}

/**
 * A flooding model is made against a hull (createFlooding refuses a compartment outside it), but attached
 * to a body: one made for another hull put its water where the body has no hull (an independent audit's
 * compartment 5 m past the end). A compartment that reaches further from the centre of mass than the
 * body's hull (createBuoyantBody's or attachBuoyancy's), or else its collision shapes, is refused. (A body
 * with neither is not checked.)
 * @throws Error naming the compartment
 */
function checkCompartmentsReach(body: Body, flooding: Flooding): void {
  const hull = bodyHullOf(body)
  if (hull === undefined && body.shapes.length === 0) return
  if (hull === undefined) body.updateBoundingRadius()
  const reach = hull === undefined ? body.boundingRadius : hull.boundingRadius
  const limit = reach * (1 + 1e-6) + 1e-9
  flooding.liquids().forEach(({ container }, i) => {
    if (container.boundingRadius > limit) {
      throw new Error(
        `${CALLER}: compartment ${i} reaches ${container.boundingRadius.toPrecision(4)} m from the body's centre of mass, beyond its ${hull === undefined ? 'shapes' : 'hull'} (${reach.toPrecision(4)} m): was the flooding model made with another hull than this body's?`,
      )
    }
  })
}
