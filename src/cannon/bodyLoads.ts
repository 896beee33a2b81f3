import type { Body, World } from 'cannon-es'
import {
  type CargoItem,
  type CompartmentState,
  type CompartmentOptions,
  type Flooding,
  type Hull,
  type Loading,
  type WaterSurface,
  createFlooding,
} from '../core/internal.js'
import { type CargoHandle, attachCargo } from './cargo.js'
import { type FloodingHandle, attachFlooding } from './flooding.js'
import type { BodyFrame } from './bodyFrame.js'
import { cargoToBody, compartmentToBody } from './loadFrames.js'
import { type LoadWorld, createLoadWorld } from './loadWorld.js'
import { describeError } from '../core/internal.js'

/** What a `<Buoyant>` carries (its `<Cargo>` and `<Compartment>` children), as its descendants read it. */
export interface BuoyantLoads {
  /** The cargo's link to the body while the body floats and carries anything: dry mass + cargo, G, inertia. */
  readonly cargo: CargoHandle | null
  /** The flood water's link while the body floats and has compartments: the Flooding model and its weight. */
  readonly flooding: FloodingHandle | null
  /** Counts changes of the cargo and the compartments (not the water flowing): a key for recomputing. */
  readonly version: number
  /**
   * The loading for the stability functions (stabilityAt, rightingLeverCurve, findEquilibrium with the
   * body's hull, `api.hull`), in body coordinates: dry mass and cargo with their centre of mass, and the
   * flood water as liquids at their current volumes. Null until the body floats.
   */
  loading(): Loading | null
  /** Calls `listener` after every change counted by `version`; returns the function that stops it. */
  subscribe(listener: () => void): () => void
}

/** A compartment as a `<Compartment>` registers it: its space and holes in the group's frame. */
export interface CompartmentEntry {
  /** for messages: `<Compartment name="…">` */
  label: string
  options: CompartmentOptions & { hull: Hull }
  /**
   * told what is wrong with the compartment once the hull is known (outside it, a hole off it), or null
   * when these options flood; while something is wrong, the options last accepted for the same key flood
   * in their place, with the water they hold (none: the compartment does not flood)
   */
  onProblem(problem: string | null): void
}

interface Attachment {
  body: Body
  frame: BodyFrame
  water: WaterSurface
  density: number | undefined
  loadWorld: LoadWorld
  cargo: CargoHandle | null
  flooding: FloodingHandle | null
  /** the entry of each of flooding.compartments */
  flooded: CompartmentEntry[]
  /** the options each entry was last built with */
  built: Map<CompartmentEntry, CompartmentOptions & { hull: Hull }>
}

/**
 * The cargo and compartments of one `<Buoyant>`: its children register them (in the group's frame) at
 * any time; while the body floats they are converted to body coordinates and attached with attachCargo
 * and attachFlooding, through a stand-in world that runs their step listeners ahead of the buoyancy's
 * (see createLoadWorld). Cargo moves by setCargo; a compartment whose holes or pumps change only in
 * area, coefficient or rate is updated in place, and any other change rebuilds the flooding, keeping the
 * water each remaining compartment holds. A change the hull refuses (a box moved out of it, a hole off its
 * compartment) is reported and the compartment floods on as last accepted, with its water. Nothing is
 * attached (no listener, no cost) while there is nothing to carry.
 */
export class BodyLoads implements BuoyantLoads {
  private readonly cargoItems = new Map<object, CargoItem>()
  private readonly compartments = new Map<object, CompartmentEntry>()
  private readonly listeners = new Set<() => void>()
  private attachment: Attachment | null = null
  /** water each compartment held when the flooding was last taken down, m³: refilled on the next build */
  private readonly carried = new Map<CompartmentEntry, number>()
  /** the options each registered compartment (by key) last flooded with: its stand-in for options refused */
  private readonly accepted = new Map<object, CompartmentOptions & { hull: Hull }>()
  private changes = 0

  get version(): number {
    return this.changes
  }
  get cargo(): CargoHandle | null {
    return this.attachment?.cargo ?? null
  }
  get flooding(): FloodingHandle | null {
    return this.attachment?.flooding ?? null
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  loading(): Loading | null {
    const attachment = this.attachment
    if (attachment === null) return null
    const solid = attachment.cargo?.massProperties
    return {
      mass: solid?.mass ?? attachment.frame.mass,
      centerOfMass: solid?.centerOfMass ?? { x: 0, y: 0, z: 0 },
      liquids: attachment.flooding?.flooding.liquids() ?? [],
    }
  }

  /** The live state of a registered compartment while it floods, else null. */
  compartment(key: object): CompartmentState | null {
    const attachment = this.attachment
    const entry = this.compartments.get(key)
    if (attachment === null || attachment.flooding === null || entry === undefined) return null
    const index = attachment.flooded.indexOf(entry)
    return index < 0 ? null : attachment.flooding.flooding.compartments[index]
  }

  /** Places (or, with null, removes) a cargo item, given in the group's frame and already checked. */
  setCargo(key: object, cargo: CargoItem | null): void {
    if (cargo === null) this.cargoItems.delete(key)
    else this.cargoItems.set(key, cargo)
    const attachment = this.attachment
    if (attachment !== null && this.ensureActive(attachment) === 'active') {
      attachment.cargo?.setCargo(this.bodyCargo(attachment.frame))
    }
    this.changed()
  }

  /** Registers (or, with null, removes) a compartment, given in the group's frame. */
  setCompartment(key: object, entry: CompartmentEntry | null): void {
    const previous = this.compartments.get(key)
    if (entry === null) {
      this.compartments.delete(key)
      this.accepted.delete(key)
    } else this.compartments.set(key, entry)
    if (previous !== undefined && previous !== entry) this.carry(previous, entry)
    const attachment = this.attachment
    if (attachment !== null && this.ensureActive(attachment) === 'active') {
      if (entry === null || previous === undefined || !this.updateInPlace(attachment, previous, entry))
        this.buildFlooding(attachment)
    }
    this.changed()
  }

  /**
   * Attaches the loads to a body that floats with `frame` (mass and inertia just applied): the cargo first,
   * so that attachCargo takes the frame's mass as the dry mass, then the flood water.
   * @returns the function that detaches them and gives the body back its frame's mass
   */
  attach(world: World, body: Body, frame: BodyFrame, water: WaterSurface, density: number | undefined): () => void {
    const attachment: Attachment = {
      body,
      frame,
      water,
      density,
      loadWorld: createLoadWorld(world),
      cargo: null,
      flooding: null,
      flooded: [],
      built: new Map(),
    }
    this.attachment = attachment
    this.ensureActive(attachment)
    this.changed()
    return () => {
      if (this.attachment !== attachment) return
      this.deactivate(attachment)
      this.attachment = null
      this.changed()
    }
  }

  /**
   * Attaches the handles when there is something to carry (with everything registered: 'activated') and
   * detaches them when not ('inactive'); 'active' when they were attached already.
   */
  private ensureActive(attachment: Attachment): 'inactive' | 'activated' | 'active' {
    const wanted = this.cargoItems.size > 0 || this.compartments.size > 0
    if (!wanted) {
      this.deactivate(attachment)
      return 'inactive'
    }
    if (attachment.cargo !== null) return 'active'
    attachment.loadWorld.install()
    attachment.cargo = attachCargo(attachment.loadWorld.world, attachment.body, this.bodyCargo(attachment.frame))
    this.buildFlooding(attachment)
    return 'activated'
  }

  private deactivate(attachment: Attachment): void {
    this.takeDownFlooding(attachment)
    attachment.cargo?.detach()
    attachment.cargo = null
    attachment.loadWorld.uninstall()
  }

  private bodyCargo(frame: BodyFrame): CargoItem[] {
    return Array.from(this.cargoItems.values(), (item) => cargoToBody(frame, item))
  }

  /** Remembers the water of every flooded compartment and detaches the flooding. */
  private takeDownFlooding(attachment: Attachment): void {
    const handle = attachment.flooding
    if (handle === null) return
    attachment.flooded.forEach((entry, i) => this.carried.set(entry, handle.flooding.compartments[i].waterVolume))
    handle.detach()
    attachment.flooding = null
    attachment.flooded = []
    attachment.built.clear()
  }

  /** A re-registered compartment keeps the water its previous registration held. */
  private carry(previous: CompartmentEntry, next: CompartmentEntry | null): void {
    const attachment = this.attachment
    let volume = this.carried.get(previous)
    if (attachment?.flooding) {
      const index = attachment.flooded.indexOf(previous)
      if (index >= 0) volume = attachment.flooding.flooding.compartments[index].waterVolume
    }
    this.carried.delete(previous)
    if (next !== null && volume !== undefined) this.carried.set(next, volume)
  }

  /**
   * Holes and pumps that changed only in area, discharge coefficient, rate or on/off: the model takes them
   * as they are (Flooding documents them as changeable between steps). Anything else needs a rebuild.
   */
  private updateInPlace(attachment: Attachment, previous: CompartmentEntry, next: CompartmentEntry): boolean {
    const index = attachment.flooded.indexOf(previous)
    const before = attachment.built.get(previous)
    const flooding = attachment.flooding?.flooding
    if (index < 0 || before === undefined || flooding === undefined) return false
    const a = before,
      b = next.options
    const holesA = a.holes ?? [],
      holesB = b.holes ?? []
    const pumpsA = a.pumps ?? [],
      pumpsB = b.pumps ?? []
    const samePlaces =
      a.hull === b.hull &&
      a.permeability === b.permeability &&
      a.name === b.name &&
      holesA.length === holesB.length &&
      pumpsA.length === pumpsB.length &&
      holesA.every((h, i) => {
        const g = holesB[i]
        const sameDefault = (h.dischargeCoefficient === undefined) === (g.dischargeCoefficient === undefined)
        return (
          sameDefault && h.position.x === g.position.x && h.position.y === g.position.y && h.position.z === g.position.z
        )
      })
    if (!samePlaces) return false
    const state = flooding.compartments[index]
    holesB.forEach((hole, i) => {
      state.holes[i].area = hole.area
      if (hole.dischargeCoefficient !== undefined) state.holes[i].dischargeCoefficient = hole.dischargeCoefficient
    })
    pumpsB.forEach((pump, i) => {
      state.pumps[i].rate = pump.rate
      state.pumps[i].enabled = pump.enabled ?? true
    })
    attachment.flooded[index] = next
    attachment.built.delete(previous)
    attachment.built.set(next, b)
    return true
  }

  /**
   * (Re)builds the flooding of every registered compartment that fits the hull, each with the water it
   * carries; reports those that do not, and floods them as they were last accepted if they were.
   */
  private buildFlooding(attachment: Attachment): void {
    this.takeDownFlooding(attachment)
    const accepted: {
      entry: CompartmentEntry
      group: CompartmentOptions & { hull: Hull }
      body: CompartmentOptions
    }[] = []
    for (const [key, entry] of this.compartments) {
      const fitted = this.fit(attachment, entry, entry.options)
      entry.onProblem(typeof fitted === 'string' ? fitted : null)
      if (typeof fitted !== 'string') {
        this.accepted.set(key, entry.options)
        accepted.push({ entry, group: entry.options, body: fitted })
        continue
      }
      // said, and the compartment goes on as last accepted with its water, as a component goes on with its
      // last good value: a slider's box moved out of the hull for a moment would otherwise pour the water
      // away and refill from initialVolume once put right (an independent audit saw it for a bad prop)
      const last = this.accepted.get(key)
      const stand = last === undefined || last === entry.options ? fitted : this.fit(attachment, entry, last)
      if (last !== undefined && typeof stand !== 'string') accepted.push({ entry, group: last, body: stand })
    }
    this.carried.clear()
    if (accepted.length === 0) return
    const flooding: Flooding = createFlooding(
      attachment.frame.hull,
      accepted.map((a) => a.body),
      { density: attachment.density },
    )
    attachment.flooding = attachFlooding(attachment.loadWorld.world, attachment.body, flooding, attachment.water)
    attachment.flooded = accepted.map((a) => a.entry)
    for (const { entry, group } of accepted) attachment.built.set(entry, group)
  }

  /**
   * A compartment's options (group frame) in body coordinates, filled with the water the entry carries, or
   * why createFlooding refuses them. Tried alone, so that one that does not fit is named and the others
   * still flood.
   */
  private fit(
    attachment: Attachment,
    entry: CompartmentEntry,
    group: CompartmentOptions & { hull: Hull },
  ): CompartmentOptions | string {
    const options = compartmentToBody(attachment.frame, group)
    const carried = this.carried.get(entry)
    if (carried !== undefined)
      options.initialVolume = Math.min(carried, options.hull.volume * (options.permeability ?? 1))
    try {
      createFlooding(attachment.frame.hull, [options], { density: attachment.density })
    } catch (error) {
      return describeFloodingError(error)
    }
    return options
  }

  private changed(): void {
    this.changes++
    for (const listener of [...this.listeners]) listener()
  }
}

/** createFlooding's message about its only compartment, worded for the `<Compartment>` it came from. */
function describeFloodingError(error: unknown): string {
  const message = describeError(error)
  const worded = message
    .replace(/^createFlooding: compartments\[0\]( \("[^"]*"\))? /, 'the compartment ')
    .replace(/^createFlooding: compartments\[0\]\./, '')
    .replace(/^createFlooding: /, '')
  return /\(-?[\d.e+-]+, -?[\d.e+-]+, -?[\d.e+-]+\)/.test(worded)
    ? `${worded} (coordinates in the body frame: from the hull's centre of mass, along its principal axes)`
    : worded
}
