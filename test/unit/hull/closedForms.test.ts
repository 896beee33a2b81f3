import { describe, expect, it } from 'vitest'
import { cylinderMesh, icosphereMesh, torusMesh } from 'react-three-buoyancy/core'
import { hullOf } from './support.js'

const relativeError = (value: number, reference: number) => Math.abs(value / reference - 1)

describe('a regular-polygon prism (cylinderMesh)', () => {
  const r = 0.8,
    h = 2.5,
    density = 700
  // Regular N-gon of circumradius r: area A = (N/2) r² sin(2π/N); polar second moment about its centre
  // J = (A/6) r² (2 + cos(2π/N)) (N isosceles triangles, each (area/6)(|p|² + |q|² + p·q) about the
  // apex), and ∫x² dA = ∫z² dA = J/2 for N ≥ 3.
  const polygon = (N: number) => {
    const A = (N / 2) * r * r * Math.sin((2 * Math.PI) / N)
    return { A, J: (A / 6) * r * r * (2 + Math.cos((2 * Math.PI) / N)) }
  }

  it.each([3, 4, 7, 32])('has the exact prism volume, centroid and inertia with %i sides', (N) => {
    const { A, J } = polygon(N)
    const hull = hullOf(cylinderMesh(r, h, N))
    expect(relativeError(hull.volume, A * h)).toBeLessThan(1e-13)
    const props = hull.massProperties(density)
    const mass = density * A * h
    // The polygon's centroid is its centre only for the whole polygon: check it lands on the axis.
    expect(
      Math.abs(props.centerOfMass.x) + Math.abs(props.centerOfMass.y) + Math.abs(props.centerOfMass.z),
    ).toBeLessThan(1e-14)
    const across = density * ((h * J) / 2 + (A * h ** 3) / 12)
    const expected = [across, 0, 0, 0, density * h * J, 0, 0, 0, across]
    for (let k = 0; k < 9; k++) expect(Math.abs(props.inertia[k] - expected[k])).toBeLessThan(1e-12 * mass)
  })

  it('approaches the cylinder as the sides grow: I_axis → m r²/2, I_across → m (3r² + h²)/12', () => {
    let previous = Infinity
    for (const N of [16, 64, 256]) {
      const hull = hullOf(cylinderMesh(r, h, N))
      const props = hull.massProperties(density)
      const mass = density * Math.PI * r * r * h
      const error = Math.max(
        relativeError(props.inertia[4], (mass * r * r) / 2),
        relativeError(props.inertia[0], (mass * (3 * r * r + h * h)) / 12),
        relativeError(hull.volume, Math.PI * r * r * h),
      )
      // Faceting error falls as 1/N²: the polygon's area is short by (2π/N)²/6.
      expect(error).toBeLessThan(((2 * Math.PI) / N) ** 2 / 3)
      expect(error).toBeLessThan(previous / 10)
      previous = error
    }
  })
})

describe('an icosphere', () => {
  it('approaches 4/3 π r³ from below and I = 2/5 m r²', () => {
    const r = 1.7,
      density = 1025
    const sphere = (4 / 3) * Math.PI * r ** 3
    let previousError = Infinity
    for (const n of [2, 3, 4, 5]) {
      const hull = hullOf(icosphereMesh(r, n))
      expect(hull.volume).toBeLessThan(sphere)
      const error = 1 - hull.volume / sphere
      // Each 4-way split halves the edges, so the faceting error falls by about 4.
      expect(error).toBeLessThan(previousError / 3.5)
      previousError = error
      const props = hull.massProperties(density)
      const ideal = 0.4 * props.mass * r * r
      for (const k of [0, 4, 8]) expect(relativeError(props.inertia[k], ideal)).toBeLessThan(3 * error)
      for (const k of [1, 2, 3, 5, 6, 7]) expect(Math.abs(props.inertia[k])).toBeLessThan(1e-3 * ideal)
    }
    expect(previousError).toBeLessThan(2e-3)
  })
})

describe('a torus', () => {
  it('encloses 2π² R r² within the faceting error', () => {
    const R = 2,
      r = 0.6
    const exact = 2 * Math.PI ** 2 * R * r * r
    for (const [M, N] of [
      [32, 64],
      [64, 128],
    ]) {
      const hull = hullOf(torusMesh(R, r, M, N))
      // Inscribed polygons: the section's area is short by about (2π/M)²/6, the ring's length by (2π/N)²/6.
      const faceting = ((2 * Math.PI) / M) ** 2 / 6 + ((2 * Math.PI) / N) ** 2 / 6
      expect(hull.volume).toBeLessThan(exact)
      expect(relativeError(hull.volume, exact)).toBeLessThan(1.5 * faceting)
      expect(relativeError(hull.volume, exact)).toBeGreaterThan(0.5 * faceting)
      // Its hole is empty: the centroid sits at the centre, outside the solid.
      expect(Math.hypot(hull.centroid.x, hull.centroid.y, hull.centroid.z)).toBeLessThan(1e-12)
    }
  })
})
