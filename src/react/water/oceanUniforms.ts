import type { WaveField } from '../../core/internal.js'
import { OCEAN_MAX_WAVES } from './oceanShader.js'

/**
 * The uniforms of `oceanSurfaceGLSL`, in the `{ value }` form three.js materials take:
 * `new ShaderMaterial({ uniforms })` accepts them as they are, and writing `uniforms.*.value` then updates
 * that material (it holds these very objects).
 *
 * A type alias, not an interface (so are the other uniform types of `react-three-buoyancy/shader`): an object
 * type alias is assignable to three's `{ [uniform: string]: IUniform }`, an interface is not, and a misspelt
 * uniform name stays a type error, which an index signature would hide. test/unit/shader/uniformTypes.test.ts
 * checks both.
 */
export type OceanUniforms = {
  /** Per component vec4(A m, kx rad/m, kz rad/m, φ rad), flat, OCEAN_MAX_WAVES × 4 floats. */
  uOceanWaves: { value: Float32Array }
  /** How many entries of uOceanWaves are summed. */
  uOceanWaveCount: { value: number }
  /** Mean water level, m. */
  uOceanLevel: { value: number }
}

/** Fresh, zeroed ocean uniforms (flat water at y = 0). */
export function createOceanUniforms(): OceanUniforms {
  return {
    uOceanWaves: { value: new Float32Array(OCEAN_MAX_WAVES * 4) },
    uOceanWaveCount: { value: 0 },
    uOceanLevel: { value: 0 },
  }
}

const TWO_PI = 2 * Math.PI
const timePhases = new Float64Array(OCEAN_MAX_WAVES)

/**
 * Refuses a wave field the shader cannot draw.
 * @throws Error when the field has more than OCEAN_MAX_WAVES components
 */
export function checkOceanWaveCount(field: WaveField, where = 'Ocean'): void {
  const count = field.components.length
  if (count > OCEAN_MAX_WAVES) {
    throw new Error(
      `${where}: the wave field has ${count} components; the ocean shader sums at most ${OCEAN_MAX_WAVES} (OCEAN_MAX_WAVES). ` +
        'Drop the smallest components or merge them into fewer.',
    )
  }
}

/**
 * Fills the ocean uniforms from the wave field at simulated time `time` (s), for a plane whose local origin
 * sits at world (offsetX, 0, offsetZ) m.
 *
 * That plane is the shader's geometry in the x-z plane of its local frame (a `PlaneGeometry` turned with
 * `geometry.rotateX(-Math.PI / 2)`), on a mesh whose only transform is the translation (offsetX, 0, offsetZ):
 * no rotation, scale or y offset on it or its parents (see `oceanSurfaceGLSL`). Uniforms serve one such
 * origin: two meshes at different places need a set each. In React, call it in a `useFrame` (default
 * priority: after the clock has advanced) with the field of `useWaves()` and the `renderTime` of
 * `useSimulationClock()`, e.g. `writeOceanUniforms(uniforms, field, clock.renderTime, mesh.position.x,
 * mesh.position.z)`: the heights drawn are then those the physics reads.
 *
 * The shader evaluates sin(kx x_local + kz z_local + φ); for this to equal the field's
 * sin(kx x_world + kz z_world − ω t + phase), φ = phase − ω t + kx offsetX + kz offsetZ. That sum is formed
 * and wrapped into [0, 2π) here in double precision (ω t comes already wrapped from `timePhases`), so the
 * float32 uniform loses nothing after hours of simulated time or kilometres of camera travel.
 * @throws Error when the field has more than OCEAN_MAX_WAVES components, or time is not finite
 */
export function writeOceanUniforms(
  uniforms: OceanUniforms,
  field: WaveField,
  time: number,
  offsetX = 0,
  offsetZ = 0,
): OceanUniforms {
  checkOceanWaveCount(field)
  if (!Number.isFinite(time))
    throw new Error(`writeOceanUniforms: time must be a finite number of seconds (got ${time})`)
  const components = field.components
  const count = components.length
  field.timePhases(time, timePhases)
  const waves = uniforms.uOceanWaves.value
  for (let i = 0; i < count; i++) {
    const c = components[i]
    const phase = c.phase - timePhases[i] + c.kx * offsetX + c.kz * offsetZ
    const wrapped = phase - TWO_PI * Math.floor(phase / TWO_PI)
    waves[4 * i] = c.amplitude
    waves[4 * i + 1] = c.kx
    waves[4 * i + 2] = c.kz
    waves[4 * i + 3] = wrapped
  }
  waves.fill(0, 4 * count)
  uniforms.uOceanWaveCount.value = count
  uniforms.uOceanLevel.value = field.level
  return uniforms
}
