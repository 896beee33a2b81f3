import { Color, Vector4 } from 'three'
import { OCEAN_DETAIL_WAVES } from './oceanDetail.js'
import { oceanWaveUniformsGLSL } from './oceanShader.js'
import { oceanSkyGLSL } from './skyShading.js'

/** Waterline segments the contact foam is drawn along (all floating bodies together). */
export const OCEAN_MAX_WATERLINE = 48

/** Uniforms of the water's look (what `<Ocean>`'s color, foam, detail and reflect props set). */
export type OceanShadingUniforms = {
  /** Whitecap and contact-foam amount, 0 (none) to about 2. */
  uOceanFoam: { value: number }
  /**
   * Jacobian of the equivalent choppy sea under which whitecaps start (1 = everywhere, 0 = only where it
   * folds); `<Ocean>` raises it with the significant wave height, as whitecap cover grows with the wind.
   */
  uOceanWhitecap: { value: number }
  /** Linear RGB of light scattered inside the water (thin crests lit from behind). */
  uOceanScatter: { value: Color }
  /** Fallback sky reflection strength (0 none, 1 physical) when the scene has no environment map. */
  uOceanReflect: { value: number }
  /** Distance (m) over which the far sea fades into the horizon sky colour; 0 turns the haze off. */
  uOceanHaze: { value: number }
  /** Per segment vec4(x0, z0, x1, z1) in the plane's local frame, m. */
  uOceanWaterline: { value: Float32Array }
  uOceanWaterlineCount: { value: number }
  /**
   * (minX, minZ, maxX, maxZ) of the waterline segments in the same frame, m: a pixel farther than 5 m
   * outside skips the segment loop (the foam there is below 0.1 %). Default: everywhere.
   */
  uOceanWaterlineBounds: { value: Vector4 }
}

export function createOceanShadingUniforms(): OceanShadingUniforms {
  return {
    uOceanFoam: { value: 1 },
    uOceanWhitecap: { value: 0.5 },
    uOceanScatter: { value: new Color('#1fa39a') },
    uOceanReflect: { value: 1 },
    uOceanHaze: { value: 0 },
    uOceanWaterline: { value: new Float32Array(OCEAN_MAX_WATERLINE * 4) },
    uOceanWaterlineCount: { value: 0 },
    uOceanWaterlineBounds: { value: new Vector4(-1e30, -1e30, 1e30, 1e30) },
  }
}

/** The quality #defines' defaults (without material.defines: the full look; see oceanQuality.ts). */
const oceanQualityDefaultsGLSL = /* glsl */ `
#define OCEAN_DETAIL_WAVES ${OCEAN_DETAIL_WAVES}
#ifndef OCEAN_DETAIL_COUNT
  #define OCEAN_DETAIL_COUNT OCEAN_DETAIL_WAVES
#endif
#ifndef OCEAN_WHITECAPS
  #define OCEAN_WHITECAPS 1
#endif
#ifndef OCEAN_FIELD_PIXEL
  #define OCEAN_FIELD_PIXEL 1
#endif
`

/**
 * Vertex-stage additions of the lit surface, for the fragment stage: the plane-local and world positions, the
 * field's analytic slope, and what is the same at every pixel or cheap to interpolate (the crest height, the
 * slope variance of the detail components not summed per pixel), so that OCEAN_FIELD_PIXEL 0 shades with no
 * per-pixel loop at all (loops over uniform arrays are what costs most on a software renderer).
 */
export const oceanShadingVertexGLSL = {
  pars: /* glsl */ `
${oceanQualityDefaultsGLSL}
uniform vec4 uOceanDetailWaves[OCEAN_DETAIL_WAVES];
varying vec2 vOceanLocal;
varying vec3 vOceanWorld;
varying vec2 vOceanSlope;
varying vec2 vOceanShade; // (height above the mean over Σ A, detail slope variance not summed per pixel)
`,
  main: /* glsl */ `
  vOceanLocal = position.xz;
  vOceanWorld = (modelMatrix * vec4(transformed, 1.0)).xyz;
  vOceanSlope = oceanSlope;
  {
    float amplitudes = 1e-4;
    for (int i = 0; i < OCEAN_MAX_WAVES; i++) {
      if (i >= uOceanWaveCount) break;
      amplitudes += uOceanWaves[i].x;
    }
    // Detail components a lower quality does not sum shade as roughness, as if faded out (A²k²/2 each).
    float unsummed = 0.0;
    for (int i = OCEAN_DETAIL_COUNT; i < OCEAN_DETAIL_WAVES; i++) {
      vec4 wave = uOceanDetailWaves[i];
      unsummed += 0.5 * wave.x * wave.x * dot(wave.yz, wave.yz);
    }
    vOceanShade = vec2((oceanHeight - uOceanLevel) / amplitudes, unsummed);
  }
`,
}

/**
 * GLSL of the per-pixel sea, for a fragment stage: `oceanPixel(vOceanLocal)` gives an `OceanPixel` (world
 * normal, unresolved slope variance, crest height, foam). It sums the field again per fragment for the
 * normal (the vertices only carry it at their spacing) plus the detail components, each faded out once its
 * wavelength nears the pixel's footprint. What a faded component took from the normal it gives to the
 * roughness: its slope variance A²k²/2 is added to the GGX α² (σ² of slopes ≈ α²/2), so far water glitters
 * with the distribution of the slopes it no longer resolves instead of aliasing.
 *
 * Whitecaps use the Jacobian (field and detail components together) of the horizontal map of the equivalent choppy (Gerstner) sea,
 * x → x − Σ (k/|k|) A cos θ: J = (1 − Σ A kx²/|k| sin θ)(1 − Σ A kz²/|k| sin θ) − (Σ A kx kz/|k| sin θ)²,
 * which falls towards 0 where crests steepen and would fold.
 *
 * The chunk is self-contained: it already holds the wave uniforms' declarations (those of
 * `oceanSurfaceGLSL`), the quality #defines' defaults, the detail, look and waterline uniforms, the whole of
 * `oceanSkyGLSL` (its uniforms and `oceanSky(direction)`, which a custom shading may call), the varyings
 * below, and `OceanPixel`. Do not add `oceanSkyGLSL` or `oceanSurfaceGLSL` to the same stage: either is a
 * GLSL redefinition, the program does not compile and the mesh draws nothing.
 *
 * It needs the varyings `vOceanLocal`, `vOceanWorld`, `vOceanSlope` and `vOceanShade`, written by a vertex
 * shader patched with `patchOceanVertexShader` and then `patchOceanShadingVertexShader`, and every uniform of
 * `OceanLookUniforms` (`createOceanLookUniforms`; each frame `writeOceanUniforms` and `writeOceanDetail`, with
 * the same offset; the look's keep their defaults unless set). The normal is a world one only on a mesh that
 * is only translated (see `oceanSurfaceGLSL`).
 */
export const oceanShadingFragmentGLSL = /* glsl */ `
${oceanWaveUniformsGLSL}
${oceanQualityDefaultsGLSL}
#define OCEAN_MAX_WATERLINE ${OCEAN_MAX_WATERLINE}
uniform vec4 uOceanDetailWaves[OCEAN_DETAIL_WAVES];
uniform float uOceanFoam;
uniform float uOceanWhitecap;
uniform vec3 uOceanScatter;
uniform float uOceanReflect;
uniform float uOceanHaze;
uniform vec4 uOceanWaterline[OCEAN_MAX_WATERLINE];
uniform int uOceanWaterlineCount;
uniform vec4 uOceanWaterlineBounds;
varying vec2 vOceanLocal;
varying vec3 vOceanWorld;
varying vec2 vOceanSlope;
varying vec2 vOceanShade;
${oceanSkyGLSL}

struct OceanPixel {
  vec3 normal;      // world
  float variance;   // slope variance of the components faded out, for the roughness
  float crest;      // height above the mean level over the field's amplitude scale, −1..1
  float foam;       // 0..1
};

float oceanFade(float wavenumber, float footprint) {
  // Full below a sixth of a wavelength per pixel, none at half (the Nyquist limit).
  float pixelsPerWave = 6.2831853 / (wavenumber * footprint);
  return clamp((pixelsPerWave - 2.0) / 4.0, 0.0, 1.0);
}

float oceanWaterlineDistance(vec2 p) {
  float d = 1e9;
  // exp(-5 / 0.7) < 0.1 %: past 5 m from the segments' box the contact foam is nil, skip the loop.
  vec2 outside = max(max(uOceanWaterlineBounds.xy - p, p - uOceanWaterlineBounds.zw), 0.0);
  if (max(outside.x, outside.y) > 5.0) return d;
  for (int i = 0; i < OCEAN_MAX_WATERLINE; i++) {
    if (i >= uOceanWaterlineCount) break;
    vec4 s = uOceanWaterline[i];
    vec2 ab = s.zw - s.xy;
    float t = clamp(dot(p - s.xy, ab) / max(dot(ab, ab), 1e-8), 0.0, 1.0);
    d = min(d, length(p - s.xy - t * ab));
  }
  return d;
}

OceanPixel oceanPixel(vec2 p) {
#if !OCEAN_FIELD_PIXEL
  // The vertices' analytic slope, interpolated; no detail, no whitecaps: no per-pixel loop but the
  // waterline's, and that only near a floating body.
  OceanPixel lean;
  lean.normal = normalize(vec3(-vOceanSlope.x, 1.0, -vOceanSlope.y));
  lean.variance = vOceanShade.y;
  lean.crest = vOceanShade.x;
  float touch = exp(-oceanWaterlineDistance(p) / 0.7);
  lean.foam = clamp(uOceanFoam * touch * mix(0.35, 1.0, smoothstep(-0.35, 0.45, 0.55 * touch)), 0.0, 1.0);
  return lean;
#else
  float footprint = max(length(fwidth(p)), 1e-4);
  vec2 slope = vec2(0.0);
  float height = 0.0;
  float amplitudes = 1e-4;
  float variance = 0.0;
  vec3 jacobian = vec3(0.0); // Σ A/|k| sin θ · (kx², kz², kx kz)
  for (int i = 0; i < OCEAN_MAX_WAVES; i++) {
    if (i >= uOceanWaveCount) break;
    vec4 wave = uOceanWaves[i];
    float k = length(wave.yz);
    if (k == 0.0) continue;
    float fade = oceanFade(k, footprint);
    float theta = dot(wave.yz, p) + wave.w;
    float s = sin(theta);
    float a = wave.x * fade;
    slope += a * cos(theta) * wave.yz;
    height += wave.x * s;
    amplitudes += wave.x;
    variance += 0.5 * wave.x * wave.x * k * k * (1.0 - fade * fade);
    #if OCEAN_WHITECAPS
      jacobian += (a * s / k) * vec3(wave.y * wave.y, wave.z * wave.z, wave.y * wave.z);
    #endif
  }
  float ripple = 0.0;
  for (int i = 0; i < OCEAN_DETAIL_COUNT; i++) {
    vec4 wave = uOceanDetailWaves[i];
    float k = length(wave.yz);
    float fade = oceanFade(k, footprint);
    float theta = dot(wave.yz, p) + wave.w;
    float s = sin(theta);
    float a = wave.x * fade;
    slope += a * cos(theta) * wave.yz;
    ripple += a * k * s;
    variance += 0.5 * wave.x * wave.x * k * k * (1.0 - fade * fade);
    #if OCEAN_WHITECAPS
      jacobian += (a * s / k) * vec3(wave.y * wave.y, wave.z * wave.z, wave.y * wave.z);
    #endif
  }
  variance += vOceanShade.y;
  OceanPixel pixel;
  pixel.normal = normalize(vec3(-slope.x, 1.0, -slope.y));
  pixel.variance = variance;
  pixel.crest = height / amplitudes;
  float whitecap = 0.0;
  #if OCEAN_WHITECAPS
    float j = (1.0 - jacobian.x) * (1.0 - jacobian.y) - jacobian.z * jacobian.z;
    // Foam where the equivalent choppy sea compresses past uOceanWhitecap, broken up by the short waves.
    whitecap = 1.0 - smoothstep(uOceanWhitecap - 0.35, uOceanWhitecap, j);
  #endif
  float contact = exp(-oceanWaterlineDistance(p) / 0.7);
  float texture = smoothstep(-0.35, 0.45, ripple / 0.045 * 0.25 + 0.55 * contact);
  pixel.foam = clamp(uOceanFoam * max(whitecap, contact) * mix(0.35, 1.0, texture), 0.0, 1.0);
  return pixel;
#endif
}
`

/**
 * Where the fragment additions go in three's MeshPhysicalMaterial fragment shader (after the anchor, or
 * before it where the anchor consumes what they change), and what they add.
 */
const fragmentPatches: [anchor: string, added: string, before?: 'before'][] = [
  ['#include <common>', oceanShadingFragmentGLSL],
  ['#include <clipping_planes_fragment>', '  OceanPixel oceanLook = oceanPixel(vOceanLocal);'],
  [
    '#include <color_fragment>',
    `  // Thin crests carry more scattered light than troughs (depth of water the light crosses).
  diffuseColor.rgb = mix(diffuseColor.rgb, uOceanScatter, 0.25 * clamp(oceanLook.crest, 0.0, 1.0));
  diffuseColor.rgb = mix(diffuseColor.rgb, vec3(0.85, 0.88, 0.9), oceanLook.foam);`,
  ],
  [
    '#include <roughnessmap_fragment>',
    `  // GGX α² grows by twice the unresolved slope variance; foam is matte.
  float oceanAlpha = roughnessFactor * roughnessFactor;
  roughnessFactor = sqrt(sqrt(oceanAlpha * oceanAlpha + 2.0 * oceanLook.variance));
  roughnessFactor = mix(roughnessFactor, 0.85, oceanLook.foam);`,
  ],
  ['#include <normal_fragment_maps>', '  normal = normalize((viewMatrix * vec4(oceanLook.normal, 0.0)).xyz);'],
  [
    '#include <emissivemap_fragment>',
    `  {
    // Light scattered through the crests: strongest looking towards the sun through a thin crest, and a
    // wrapped diffuse term on the crest sides facing the light.
    vec3 toCamera = normalize(cameraPosition - vOceanWorld);
    vec3 toSun = uOceanSunDirection;
    vec3 sunColor = uOceanSunColor;
    #if NUM_DIR_LIGHTS > 0
      toSun = inverseTransformDirection(directionalLights[0].direction, viewMatrix);
      sunColor = directionalLights[0].color;
    #endif
    float crest = clamp(oceanLook.crest * 0.5 + 0.5, 0.0, 1.0);
    float through = pow(clamp(dot(toCamera, -toSun), 0.0, 1.0), 6.0);
    float facing = clamp(dot(oceanLook.normal, toSun) * 0.5 + 0.5, 0.0, 1.0);
    float fresnel = 0.02 + 0.98 * pow(1.0 - clamp(dot(oceanLook.normal, toCamera), 0.0, 1.0), 5.0);
    totalEmissiveRadiance += uOceanScatter * sunColor * crest * crest * (0.3 * through + 0.08 * facing) * (1.0 - fresnel) * (1.0 - oceanLook.foam);
  }`,
  ],
  [
    '#include <lights_fragment_end>',
    `  #ifndef USE_ENVMAP
    {
      vec3 oceanReflected = inverseTransformDirection(reflect(-geometryViewDir, normal), viewMatrix);
      oceanReflected.y = abs(oceanReflected.y); // a ray that would dive reflects the sky it would hit next
      radiance += uOceanReflect * oceanSky(oceanReflected);
      irradiance += uOceanReflect * 0.5 * (uOceanSkyZenith + uOceanSkyHorizon);
    }
  #endif`,
    'before',
  ],
  [
    '#include <opaque_fragment>',
    `  if (uOceanHaze > 0.0) {
    vec3 oceanView = vOceanWorld - cameraPosition;
    vec3 oceanAcross = normalize(vec3(oceanView.x, 0.0, oceanView.z) + vec3(1e-6, 0.0, 0.0));
    // Gaussian in distance: clear near the camera, wholly the horizon colour well before the far plane.
    float oceanClear = length(oceanView) / uOceanHaze;
    outgoingLight = mix(oceanSky(oceanAcross), outgoingLight, exp(-oceanClear * oceanClear));
  }`,
    'before',
  ],
]

/**
 * Rewrites the fragment shader of a MeshPhysicalMaterial into the water's: the per-pixel normal and detail,
 * GGX roughness from the unresolved slopes, foam, light scattered through the crests, a sky reflection when
 * the scene has no environment map (with one, three's own image-based lighting reflects it) and haze to the
 * horizon. Fresnel is three's, with F0 from the material's ior (1.333: F0 = 0.02).
 *
 * It inserts `oceanShadingFragmentGLSL` (and so `oceanSkyGLSL`) after `#include <common>`; the vertex shader
 * must be patched with `patchOceanVertexShader`, then `patchOceanShadingVertexShader`, and the material must
 * carry the `OceanLookUniforms`. `attachOceanLook` does all three.
 * @throws Error naming the anchor that is missing
 */
export function patchOceanFragmentShader(fragmentShader: string): string {
  let shader = fragmentShader
  for (const [anchor, added, before] of fragmentPatches) {
    if (!shader.includes(anchor)) {
      throw new Error(`patchOceanFragmentShader: the fragment shader has no "${anchor}" to attach the water to`)
    }
    shader = shader.replace(anchor, before ? `${added}\n${anchor}` : `${anchor}\n${added}`)
  }
  return shader
}

/**
 * Adds to an ocean vertex shader what the fragment stage of the water reads (`oceanShadingFragmentGLSL`,
 * `patchOceanFragmentShader`): the varyings `vOceanLocal` (the plane-local x-z, for `oceanPixel`),
 * `vOceanWorld` (world position), `vOceanSlope` (the field's analytic slope) and `vOceanShade` (crest height
 * over the amplitude sum, and the slope variance of the detail waves a lower quality does not sum), and the
 * declaration of `uOceanDetailWaves`.
 *
 * Apply it after `patchOceanVertexShader`, whose `oceanHeight`, `oceanSlope` and wave uniforms it reads:
 * `patchOceanShadingVertexShader(patchOceanVertexShader(vertexShader))`. Required anchors:
 * `#include <common>` and `#include <project_vertex>`.
 * @throws Error naming the anchor that is missing
 */
export function patchOceanShadingVertexShader(vertexShader: string): string {
  const anchors = ['#include <common>', '#include <project_vertex>']
  for (const anchor of anchors) {
    if (!vertexShader.includes(anchor)) {
      throw new Error(`patchOceanShadingVertexShader: the vertex shader has no "${anchor}" to attach the water to`)
    }
  }
  return vertexShader
    .replace(anchors[0], `${anchors[0]}\n${oceanShadingVertexGLSL.pars}`)
    .replace(anchors[1], `${anchors[1]}\n${oceanShadingVertexGLSL.main}`)
}
