/** The most wave components the ocean shader sums; a longer sea is refused with an Error. */
export const OCEAN_MAX_WAVES = 32

/** GLSL declarations of the wave uniforms (see `writeOceanUniforms`), shared by the vertex and fragment stages. */
export const oceanWaveUniformsGLSL = /* glsl */ `
#define OCEAN_MAX_WAVES ${OCEAN_MAX_WAVES}
uniform vec4 uOceanWaves[OCEAN_MAX_WAVES];
uniform int uOceanWaveCount;
uniform float uOceanLevel;
`

/**
 * GLSL (ES 3.0, as three.js compiles for WebGL2) of the ocean surface, for a vertex stage: the declarations
 * of the wave uniforms (`#define OCEAN_MAX_WAVES`, `uOceanWaves`, `uOceanWaveCount`, `uOceanLevel`: see
 * `OceanUniforms`, filled by `writeOceanUniforms`), a precise `oceanSinCos`, and
 * `oceanSurface(p, height, slope)`: the world height (mean level included) and the slope of the sea at a
 * point `p` = (x, z) of the plane's local frame. `patchOceanVertexShader` inserts this chunk itself; a
 * fragment stage that includes `oceanShadingFragmentGLSL` must not include it too (that chunk declares the
 * same uniforms: a GLSL redefinition, and the program does not compile).
 *
 * The plane must lie in the x-z plane of its local frame (a `PlaneGeometry` turned with
 * `geometry.rotateX(-Math.PI / 2)`, not with the mesh's rotation) and its mesh must be only translated, in
 * x and z, by the offset given to `writeOceanUniforms`: no rotation, no scale, no y, in the mesh or any
 * parent. `p` is then the world point minus that offset, and the height is added to local y, which is
 * world y. A three.js plane left in x-y and turned by `rotation-x={-Math.PI / 2}` on the mesh compiles and
 * draws waves, but the wrong ones (measured up to 0.38 m off on 'moderate', 2.8 m on 'storm').
 *
 * Each component arrives as vec4(A m, kx rad/m, kz rad/m, φ rad), where φ already holds the component's
 * phase, minus its time phase ω t, plus k · (the plane's world offset), wrapped into [0, 2π) in double
 * precision on the CPU (see `writeOceanUniforms`). The float32 argument is then |k · p| + φ, bounded by the
 * plane's size, however long the simulation has run or however far the plane has followed the camera.
 * The slope is the analytic gradient (∂η/∂x, ∂η/∂z), so the normal costs one cosine more per component.
 */
export const oceanSurfaceGLSL = /* glsl */ `
${oceanWaveUniformsGLSL}

// (sin θ, cos θ) to about 1e-7 + |θ| · 6e-8. GPUs' built-in sin and cos are low-precision approximations
// (SwiftShader: 1.9e-4 absolute, measured), which on a storm's metre-high components alone would put the
// drawn sea a millimetre off the physics. θ is reduced by the nearest multiple q of π/2, with π/2 split in
// three (Cody–Waite: q times each of the first two parts is exact in float32 while |θ| < 3000 rad, far beyond
// k · half the patch), and the Taylor polynomials of degree 9 (sin) and 10 (cos) are exact to 2e-9 on
// [−π/4, π/4].
vec2 oceanSinCos(float theta) {
  float quadrant = floor(theta * 0.63661977236758134 + 0.5);
  float r = theta - quadrant * 1.5703125;
  r -= quadrant * 4.8375129699707031e-4;
  r -= quadrant * 7.5497899487686477e-8;
  float r2 = r * r;
  float s = r + r * r2 * (-1.6666666666666666e-1 + r2 * (8.3333333333333332e-3 + r2 * (-1.9841269841269841e-4 + r2 * 2.7557319223985893e-6)));
  float c = 1.0 + r2 * (-0.5 + r2 * (4.1666666666666664e-2 + r2 * (-1.3888888888888889e-3 + r2 * (2.4801587301587302e-5 - r2 * 2.7557319223985888e-7))));
  int turn = int(quadrant - 4.0 * floor(quadrant * 0.25));
  if (turn == 0) return vec2(s, c);
  if (turn == 1) return vec2(c, -s);
  if (turn == 2) return vec2(-s, -c);
  return vec2(-c, s);
}

void oceanSurface(vec2 p, out float height, out vec2 slope) {
  height = uOceanLevel;
  slope = vec2(0.0);
  for (int i = 0; i < OCEAN_MAX_WAVES; i++) {
    if (i >= uOceanWaveCount) break;
    vec4 wave = uOceanWaves[i];
    vec2 sc = oceanSinCos(wave.y * p.x + wave.z * p.y + wave.w);
    height += wave.x * sc.x;
    slope += (wave.x * sc.y) * wave.yz;
  }
}
`

const anchors = {
  common: '#include <common>',
  main: 'void main() {',
  beginNormal: '#include <beginnormal_vertex>',
  begin: '#include <begin_vertex>',
}

/**
 * Rewrites a three.js vertex shader (any built-in material's, or a ShaderMaterial written with the same
 * chunks) so that the plane's vertices are displaced by the ocean and its normal is the analytic one.
 * The chunks are kept and amended after, not replaced, so lights, fog, shadows, clipping and tone mapping
 * go on working as in the material being patched.
 *
 * It inserts `oceanSurfaceGLSL` after `#include <common>` (so the shader must not include that chunk
 * again), and declares `oceanHeight` and `oceanSlope` at the top of `main` (what
 * `patchOceanShadingVertexShader` reads). The material needs the `OceanUniforms` (`createOceanUniforms`,
 * written each frame by `writeOceanUniforms`), e.g. `Object.assign(shader.uniforms, uniforms)` in its
 * `onBeforeCompile`, as `attachOceanShader` does.
 *
 * The geometry must lie in the x-z plane of its local frame (`new PlaneGeometry(…).rotateX(-Math.PI / 2)`,
 * facing +y), and the mesh must be only translated, in x and z, by the offset given to `writeOceanUniforms`:
 * no rotation, scale or y offset on the mesh or its parents. A plane turned by the mesh's
 * `rotation-x={-Math.PI / 2}` draws wrong water without any error (see `oceanSurfaceGLSL`).
 *
 * Required anchors: `#include <common>`, `void main() {` and `#include <begin_vertex>`;
 * `#include <beginnormal_vertex>` is amended where present (depth materials have none).
 * @throws Error naming the anchor that is missing
 */
export function patchOceanVertexShader(vertexShader: string): string {
  for (const key of ['common', 'main', 'begin'] as const) {
    if (!vertexShader.includes(anchors[key])) {
      throw new Error(`patchOceanVertexShader: the vertex shader has no "${anchors[key]}" to attach the ocean to`)
    }
  }
  return vertexShader
    .replace(anchors.common, `${anchors.common}\n${oceanSurfaceGLSL}`)
    .replace(
      anchors.main,
      `${anchors.main}\n  float oceanHeight;\n  vec2 oceanSlope;\n  oceanSurface(position.xz, oceanHeight, oceanSlope);`,
    )
    .replace(
      anchors.beginNormal,
      `${anchors.beginNormal}
  objectNormal = normalize(vec3(-oceanSlope.x, 1.0, -oceanSlope.y));
  #ifdef USE_TANGENT
    objectTangent = normalize(vec3(1.0, oceanSlope.x, 0.0));
  #endif`,
    )
    .replace(anchors.begin, `${anchors.begin}\n  transformed.y += oceanHeight;`)
}
