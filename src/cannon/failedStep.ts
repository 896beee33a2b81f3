import type { Body, World } from 'cannon-es'

/** What a buoyancy handle must undo of its part of a world step that failed. */
export interface StepParticipant {
  /** Undo this handle's effect on its own state if it ran in the failed step. */
  undo(): void
}

const participants = new WeakMap<World, Set<StepParticipant>>()
const floating = new WeakMap<Body, StepParticipant>()

/**
 * Registers a handle's body, refusing a body that already floats: two handles on one body would add its
 * buoyancy twice (it would ride twice as high), silently.
 */
export function joinWorld(caller: string, world: World, body: Body, participant: StepParticipant): void {
  if (floating.has(body)) {
    throw new Error(
      `${caller}: body #${body.id} already floats: the handle an earlier attachBuoyancy call returned for it is still attached; detach() that handle first (two would add its buoyancy twice)`,
    )
  }
  floating.set(body, participant)
  let set = participants.get(world)
  if (set === undefined) participants.set(world, (set = new Set()))
  set.add(participant)
}

export function leaveWorld(world: World, body: Body, participant: StepParticipant): void {
  if (floating.get(body) === participant) floating.delete(body)
  participants.get(world)?.delete(participant)
}

/**
 * A step failed part-way (a body's water threw in its `preStep` listener; cannon-es then abandons
 * world.step before integrating and before clearing the forces): leave every body as if the step had
 * not started. The forces and torques gathered so far (gravity, the other handles' buoyancy, cargo,
 * the user's) are cleared, as the step's end would have done, so the next step adds each once, and each
 * handle undoes what it kept of the step (the slamming history). What cannon-es did to the velocities
 * before the listeners (contact impulses, its own linearDamping) is not undone.
 */
export function abandonStep(world: World): void {
  const bodies = world.bodies
  for (let i = 0; i < bodies.length; i++) {
    bodies[i].force.set(0, 0, 0)
    bodies[i].torque.set(0, 0, 0)
  }
  const set = participants.get(world)
  if (set !== undefined) for (const participant of set) participant.undo()
}
