import { BackSide, Color, ShaderMaterial, Vector3 } from 'three'

/** The sky the ocean reflects when the scene has no environment map, and the dome drawn behind it. */
export type OceanSkyUniforms = {
  /** Linear RGB straight up. */
  uOceanSkyZenith: { value: Color }
  /** Linear RGB at the horizon (also the colour the far sea fades into). */
  uOceanSkyHorizon: { value: Color }
  /** Unit world direction towards the sun. */
  uOceanSunDirection: { value: Vector3 }
  /** Linear RGB radiance of the sun's glow and disc. */
  uOceanSunColor: { value: Color }
}

export function createOceanSkyUniforms(): OceanSkyUniforms {
  return {
    uOceanSkyZenith: { value: new Color('#2f6fb5') },
    uOceanSkyHorizon: { value: new Color('#b9d3e6') },
    uOceanSunDirection: { value: new Vector3(0.5, 0.6, -0.62).normalize() },
    uOceanSunColor: { value: new Color('#fff2d6') },
  }
}

/**
 * GLSL of the analytic sky, `oceanSky(direction)`: a zenith-to-horizon gradient (steeper near the horizon,
 * where the air mass grows) and the forward-scattered glow around the sun. Below the horizon it stays the
 * horizon colour, which is what a far sea under haze looks like, so the dome has no seam with the water.
 *
 * The chunk declares its four uniforms ({@link OceanSkyUniforms}: `createOceanSkyUniforms`) and the function.
 * `oceanShadingFragmentGLSL` already includes it: add it only to a stage without that chunk (a second copy
 * is a GLSL redefinition, and the program does not compile). `direction` is a world direction, normalised.
 */
export const oceanSkyGLSL = /* glsl */ `
uniform vec3 uOceanSkyZenith;
uniform vec3 uOceanSkyHorizon;
uniform vec3 uOceanSunDirection;
uniform vec3 uOceanSunColor;

vec3 oceanSky(vec3 direction) {
  float up = clamp(direction.y, 0.0, 1.0);
  vec3 sky = mix(uOceanSkyHorizon, uOceanSkyZenith, sqrt(up));
  float toSun = max(dot(direction, uOceanSunDirection), 0.0);
  // Mie-like forward scattering: a wide halo and a tighter aureole; the disc itself is the dome's.
  sky += uOceanSunColor * (0.12 * pow(toSun, 6.0) + 0.5 * pow(toSun, 64.0));
  return sky;
}
`

const domeVertex = /* glsl */ `
varying vec3 vDirection;
void main() {
  vDirection = (modelMatrix * vec4(position, 0.0)).xyz;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
  gl_Position.z = gl_Position.w; // on the far plane: behind everything, never clipped by it
}
`

const domeFragment = /* glsl */ `
varying vec3 vDirection;
${oceanSkyGLSL}
void main() {
  vec3 direction = normalize(vDirection);
  vec3 color = oceanSky(direction);
  // The sun's disc (0.27° radius, cos = 0.99999), softened over a few pixels' worth of angle.
  color += uOceanSunColor * 20.0 * smoothstep(0.99996, 0.99999, dot(direction, uOceanSunDirection)) * step(0.0, direction.y);
  gl_FragColor = vec4(color, 1.0);
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
}
`

/** The sky dome: drawn first, on the far plane, with the same `oceanSky` the water reflects. */
export function createOceanSkyMaterial(uniforms: OceanSkyUniforms): ShaderMaterial {
  return new ShaderMaterial({
    name: 'react-three-buoyancy/sky',
    uniforms: { ...uniforms },
    vertexShader: domeVertex,
    fragmentShader: domeFragment,
    side: BackSide,
    depthWrite: false,
    depthTest: false,
    fog: false,
    toneMapped: true,
  })
}
