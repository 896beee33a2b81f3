// The uniform objects of react-three-buoyancy/shader go straight into a three.js ShaderMaterial: a type-level
// test (tsc checks this file with the rest of test/; a regression is a type error there, not a failed
// assertion) and the runtime fact it stands for.
import { type IUniform, ShaderMaterial } from 'three'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  type OceanDetailUniforms,
  type OceanLookUniforms,
  type OceanShadingUniforms,
  type OceanSkyUniforms,
  type OceanUniforms,
  createOceanLookUniforms,
  createOceanUniforms,
} from 'react-three-buoyancy/shader'

/** What three's `ShaderMaterial({ uniforms })` takes. */
type ThreeUniforms = { [uniform: string]: IUniform }

describe('the uniform types of react-three-buoyancy/shader', () => {
  it("are three's uniforms as they are: new ShaderMaterial({ uniforms: createOceanUniforms() })", () => {
    expectTypeOf<OceanUniforms>().toExtend<ThreeUniforms>()
    expectTypeOf<OceanDetailUniforms>().toExtend<ThreeUniforms>()
    expectTypeOf<OceanShadingUniforms>().toExtend<ThreeUniforms>()
    expectTypeOf<OceanSkyUniforms>().toExtend<ThreeUniforms>()
    expectTypeOf<OceanLookUniforms>().toExtend<ThreeUniforms>()

    const uniforms = createOceanUniforms()
    const material = new ShaderMaterial({ uniforms })
    // the material holds the very objects: writing uniforms.*.value updates it
    expect(material.uniforms.uOceanWaves).toBe(uniforms.uOceanWaves)
    const look = createOceanLookUniforms()
    expect(new ShaderMaterial({ uniforms: look }).uniforms.uOceanFoam).toBe(look.uOceanFoam)
  })

  it('keep their names and value types: a misspelt uniform is a type error, not an untyped IUniform', () => {
    const uniforms = createOceanUniforms()
    expectTypeOf(uniforms.uOceanWaves.value).toEqualTypeOf<Float32Array>()
    expectTypeOf(uniforms.uOceanWaveCount.value).toEqualTypeOf<number>()
    // @ts-expect-error no such uniform (an index signature would let this through as IUniform<any>)
    expect(uniforms.uOceanWave).toBeUndefined()
  })
})
