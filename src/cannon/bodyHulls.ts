import type { Body } from 'cannon-es'
import type { Hull } from '../core/internal.js'

/**
 * The hull a body was made with (createBuoyantBody) or floats on (attachBuoyancy), in body coordinates: for
 * what is attached to the body without a hull of its own to check against (attachFlooding's compartments).
 */
const hulls = new WeakMap<Body, Hull>()

export function rememberBodyHull(body: Body, hull: Hull): void {
  hulls.set(body, hull)
}

/** The body's hull, or undefined when neither createBuoyantBody nor attachBuoyancy has seen it. */
export function bodyHullOf(body: Body): Hull | undefined {
  return hulls.get(body)
}
