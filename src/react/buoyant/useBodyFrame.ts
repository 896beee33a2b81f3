import { useFrame } from '@react-three/fiber'
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { BufferGeometry, Object3D } from 'three'
import type { Hull, Vector } from '../../core/internal.js'
import {
  type BodyFrame,
  type BodyMassSpec,
  PROXY_TRIANGLES,
  createBodyFrame,
  requestFroudeKrylovProxy,
} from '../../cannon/internal.js'
import { buildHullInBackground } from '../hull/hullWorkerClient.js'
import { type CollisionShape, envelopeFaces } from './collisionShape.js'
import { prepareCollisionShape } from './preparedShapes.js'
import { drawnMeshes, geometryPart, objectId } from '../hull/drawnMeshes.js'
import type { HullJob } from '../hull/hullCache.js'
import { MAIN_THREAD_TRIANGLES, hullJob } from '../hull/hullJob.js'
import { type HullPlan, type HullProp, hullPlan } from '../hull/hullProp.js'
import type { BuildHullOptions, HullPart, HullReport } from '../hull/hullTypes.js'
import {
  type StillWaterModes,
  prepareStillWaterModes,
  rememberStillWaterModes,
  MODES_BUDGET_MS,
  stillWaterModesKnown,
  stillWaterModesNow,
} from '../hull/stillWaterModes.js'
import { bodyWaits } from './joiningBodies.js'
import { describeError } from '../../core/internal.js'

/** What a `<Buoyant>` builds its body frame from. */
export interface BodyFrameSource extends BodyMassSpec {
  hull?: HullProp
  collider?: HullProp
  centerOfMass?: Vector
  /** the collision shape the body will get: prepared ahead when the hull comes from the background */
  collisions?: CollisionShape
  /**
   * What the body's attachment computes from its hull (modeStiffness): 'radiation' with radiation 'auto'
   * (the stiffness and the strip-theory table), 'stiffness' with a table of its own, 'none' without
   * radiation; 'radiation' when not given
   */
  stillWater?: 'radiation' | 'stiffness' | 'none'
}

/** A body frame and how its hull was made. */
export interface BuiltFrame {
  /** null until built (a large hull is built in the background) */
  frame: BodyFrame | null
  problem: string | null
  /** what buildHull did; null for a Hull given as a prop */
  report: HullReport | null
  /** true when the user named the method (the result is what they asked for: no warning) */
  chosen: boolean
}

/** The meshes a hull is read from, and a key that changes when they would give another hull. */
interface HullSource {
  objects: object[]
  key: string
  parts: HullPart[]
  triangles: number
  options: BuildHullOptions
  /** for messages: `the meshes it draws ("hull", "cabin")` */
  what: string
}

const afterThisTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

function meshSource(plan: Extract<HullPlan, { kind: 'mesh' }>): HullSource {
  const mesh = plan.mesh
  const read = (mesh as BufferGeometry).isBufferGeometry === true ? geometryPart(mesh as BufferGeometry) : null
  if ((mesh as BufferGeometry).isBufferGeometry === true && read === null) {
    throw new Error('the geometry has no position attribute (or no vertices)')
  }
  const part = read?.part ?? (mesh as HullPart)
  const triangles = read?.triangles ?? (part.indices?.length ?? part.positions.length / 3) / 3
  return {
    objects: [mesh],
    key: read?.key ?? `${objectId(mesh)}`,
    parts: [part],
    triangles,
    options: plan.options,
    what: plan.from,
  }
}

/** Where the hull comes from, or null while there is nothing to read yet (a model still loading). */
function hullSource(plan: Exclude<HullPlan, { kind: 'hull' }>, root: Object3D): HullSource | null {
  if (plan.kind === 'mesh') return meshSource(plan)
  const drawn = drawnMeshes(root)
  if (drawn.parts.length === 0) return null
  const names = drawn.names.slice(0, 4).map((name) => JSON.stringify(name))
  if (drawn.names.length > 4) names.push(`${drawn.names.length - 4} more`)
  return {
    objects: drawn.geometries,
    key: drawn.key,
    parts: drawn.parts,
    triangles: drawn.triangles,
    options: plan.options,
    what: `the meshes it draws (${names.join(', ')})`,
  }
}

/** The way out of a refused mesh, unless the message already names it or the method takes any mesh. */
function fixFor(options: BuildHullOptions, message: string): string {
  if (options.method === 'wrap' || options.method === 'convex' || message.includes('wrap')) return ''
  return '. Float it anyway with hull="wrap" (the solid it encloses) or hull="convex", or give a closed collider'
}

/** How long a <Buoyant> waits for a drawn mesh before it says it has none, ms. */
const WAIT_NOTICE_MS = 3000

/**
 * The body frame of a `<Buoyant>`, rebuilt (not remounted) when what it is made of changes: the `hull` or
 * `collider` prop, else every mesh drawn under `group` (their geometries, data versions and transforms),
 * and the mass, density and centre of mass. Meshes become a hull through buildHull, cached across bodies
 * (hullJob); a large one is built in the background and the frame stays null until it is ready. Checked
 * after every render and, until a mesh appears (a model that loads later), every frame.
 * @param enabled false while the props are invalid: nothing is built
 */
export function useBodyFrame(
  label: string,
  source: BodyFrameSource,
  group: RefObject<Object3D | null>,
  enabled: boolean,
): BuiltFrame {
  const [built, setBuilt] = useState<BuiltFrame>({ frame: null, problem: null, report: null, chosen: false })
  const builtKey = useRef<string | null>(null)
  // whether a frame was ever handed over (the body floats, and a new frame can wait for its modes), and how
  // long its still-water modes took the last time they were computed in the commit, ms
  const floats = useRef(false)
  const modesMs = useRef(0)
  // since when no mesh has been drawn to float (performance.now(), null: one is), and whether that was said
  const waitingSince = useRef<number | null>(null)
  const toldWaiting = useRef(false)
  const latest = useRef(source)
  latest.current = source
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => void (alive.current = false)
  }, [])

  const build = useCallback(() => {
    const { hull, collider, mass, density, centerOfMass } = latest.current
    const root = group.current
    if (root === null) return
    const com = centerOfMass === undefined ? '' : `${centerOfMass.x},${centerOfMass.y},${centerOfMass.z}`
    const fail = (key: string, problem: string) => {
      // (once: this runs after every commit, and a new state each time re-rendered for ever, "Maximum
      // update depth exceeded", until React unmounted the body: hull="convx")
      if (key === builtKey.current) return
      builtKey.current = key
      setBuilt((previous) => ({ ...previous, problem }))
    }
    let plan: HullPlan
    try {
      plan = hullPlan(hull, collider)
    } catch (error) {
      fail(`plan ${describeError(error)}`, describeError(error))
      return
    }

    const frameOf = (
      sourceHull: Hull,
      report: HullReport | null,
      chosen: boolean,
      what: string,
      key: string,
      background: boolean,
      stillWater: StillWaterModes | null = null,
      source: { parts: HullPart[]; options: BuildHullOptions } | null = null,
    ) => {
      let frame: BodyFrame
      try {
        frame = createBodyFrame(sourceHull, { mass, density }, centerOfMass, label)
      } catch (error) {
        setBuilt((previous) => ({ ...previous, problem: `cannot float ${what}: ${describeError(error)}` }))
        return
      }
      // the modes the worker computed with the hull, when this body's frame is the one they were made for
      rememberStillWaterModes(frame, stillWater)
      // a fine hull's Froude–Krylov proxy (cannon/froudeKrylovProxy.ts), wrapped in the hull worker: made at
      // attachment it would be a 30–90 ms task on the main thread
      requestFroudeKrylovProxy(frame.hull, (fine) =>
        buildHullInBackground([{ positions: fine.positions, indices: fine.indices }], {
          maxTriangles: PROXY_TRIANGLES,
        }).then((built) => built.hull),
      )
      const ready = () => {
        floats.current = true
        setBuilt({ frame, problem: null, report, chosen })
      }
      // a hull taken at once attaches in the next commit, with its still-water modes computed now, unless
      // this task has already spent its budget on other bodies' (a crowd mounted together): then it waits
      // for a task of its own, as a background hull does (mountScene waits for it). A floating body whose
      // modes took longer than that budget last time (its mass or density changed: a slider) keeps its
      // frame until the new one's are ready: computed in the commit, radiation 'auto''s strip theory for the
      // new draft made each change of a 3,000-triangle sphere a 60–130 ms task on SwiftShader (a change every
      // 100 ms: the page never recovered). A box's take a few ms: its new mass applies in the commit.
      const needs = latest.current.stillWater ?? 'radiation'
      const withRadiation = needs === 'radiation'
      if (!background && (needs === 'none' || stillWaterModesKnown(frame, withRadiation))) return ready()
      if (!background && !(floats.current && modesMs.current > MODES_BUDGET_MS)) {
        const started = performance.now()
        if (stillWaterModesNow(frame, withRadiation)) {
          modesMs.current = performance.now() - started
          return ready()
        }
      }
      const waited = bodyWaits(background ? 'hull' : 'modes')
      // such a body asks the hull worker for its modes: the same hull built again there from the same parts,
      // so the same body frame to the bit, which rememberStillWaterModes checks; the main thread only wraps
      // them (where no worker runs, or for another frame, prepareStillWaterModes below computes them here)
      const elsewhere =
        background || source === null || !withRadiation
          ? Promise.resolve()
          : buildHullInBackground(source.parts, { ...source.options, method: 'exact' }, { mass, density, centerOfMass })
              .then((built) => rememberStillWaterModes(frame, built.stillWater))
              .catch(() => {})
      // in the background, the collision shape gets two tasks of its own (its convex envelope, then the
      // cannon-es shape), and the commit that adds the body one more: each stays short on a cold page (a
      // failing shape is left for the commit to report)
      const shapeStep = (step: (kind: CollisionShape) => void) => () => {
        try {
          if (alive.current) step(latest.current.collisions ?? 'convex')
        } catch {
          // reported when the commit builds it again
        }
      }
      void elsewhere
        .then(afterThisTask)
        .then(
          shapeStep((kind) => {
            if (kind === 'convex') envelopeFaces(frame.hull)
          }),
        )
        .then(afterThisTask)
        .then(shapeStep((kind) => void prepareCollisionShape(frame.hull, kind)))
        .then(afterThisTask)
        // the still-water modes that radiation 'auto' (the default) starts from, remembered for the
        // attachment in the commit, which they would otherwise lengthen past 50 ms (none to compute when
        // the worker's were handed over above)
        .then(() => needs !== 'none' && prepareStillWaterModes(frame, withRadiation))
        .then(afterThisTask)
        .then(() => {
          if (alive.current && builtKey.current === key) ready()
        })
        .finally(waited)
    }
    if (plan.kind === 'hull') {
      const key = `hull ${objectId(plan.hull)}|${mass}|${density}|${com}`
      if (key === builtKey.current) return
      builtKey.current = key
      frameOf(plan.hull, null, false, plan.from, key, false)
      return
    }

    let from: HullSource | null
    try {
      from = hullSource(plan, root)
    } catch (error) {
      fail(`source ${describeError(error)}`, `cannot float ${plan.from}: ${describeError(error)}`)
      return
    }
    if (from === null) {
      // no mesh drawn yet (a model still loading): said once if that lasts, as a hidden mesh never floats
      waitingSince.current ??= performance.now()
      if (!toldWaiting.current && performance.now() - waitingSince.current > WAIT_NOTICE_MS) {
        toldWaiting.current = true
        console.warn(
          `${label}: nothing drawn to float yet, after ${WAIT_NOTICE_MS / 1000} s: it floats the meshes it draws (visible, not marked NOT_A_HULL_PART); give it a visible child mesh, a hull or a collider`,
        )
      }
      return
    }
    waitingSince.current = null
    const key = `${from.key}|${JSON.stringify(from.options)}|${mass}|${density}|${com}`
    if (key === builtKey.current) return
    builtKey.current = key
    const { what, options } = from
    const chosen = plan.chosen
    const settle = (job: HullJob, later = false) => {
      if (job.result !== null) {
        // the parts, for the worker to compute a crowd's modes from: only a hull taken as it is and small (a
        // wrapped or simplified one would come out otherwise there, and a large one costs a copy)
        const exact = job.result.report.method === 'exact' && from.triangles <= MAIN_THREAD_TRIANGLES
        const source = later || !exact ? null : { parts: from.parts, options }
        frameOf(job.result.hull, job.result.report, chosen, what, key, later, job.stillWater, source)
      } else if (job.error !== null) {
        const problem = `cannot float ${what}: ${job.error.message}${fixFor(options, job.error.message)}`
        setBuilt((previous) => ({ ...previous, problem }))
      }
    }
    const job = hullJob(from.objects, from.key, from.parts, from.triangles, options, { mass, density, centerOfMass })
    if (job.result !== null || job.error !== null) settle(job)
    else {
      // Until the hull is ready there is no body: the children are drawn where the props place them. The
      // body frame is made in a task of its own, not in the one that rebuilt the worker's hull: each stays
      // well under the 50 ms a long task is.
      // (counted as waiting until then: settle's own chain counts the body before this count ends)
      const waited = bodyWaits('hull')
      void job.settled
        .then(afterThisTask)
        .then(() => {
          if (alive.current && builtKey.current === key) settle(job, true)
        })
        .finally(waited)
    }
  }, [group, label])

  useLayoutEffect(() => {
    if (enabled) build()
    else builtKey.current = null
  })
  useFrame(() => {
    if (enabled && builtKey.current === null) build()
  })
  return built
}
