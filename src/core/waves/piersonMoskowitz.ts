import { STANDARD_GRAVITY } from '../types.js'

/** Phillips' constant of the Pierson–Moskowitz (1964) spectrum, dimensionless. */
export const PIERSON_MOSKOWITZ_ALPHA = 8.1e-3
/** Shape constant of the Pierson–Moskowitz spectrum, dimensionless. */
export const PIERSON_MOSKOWITZ_BETA = 0.74

/**
 * The Pierson–Moskowitz spectrum of a fully developed wind sea, m²·s/rad:
 * S(ω) = α g² ω⁻⁵ exp(−β (ω₀ / ω)⁴), ω₀ = g / U, with U the wind speed 19.5 m above the sea.
 * Its integral gives the closed forms Hs = 2 sqrt(α / β) U² / g ≈ 0.21 U² / g and ω_peak = (4β / 5)^¼ g / U ≈ 0.877 g / U.
 *
 * @param angularFrequency ω, rad/s (0 or less gives 0)
 * @param windSpeed U, m/s at 19.5 m
 * @param gravity m/s², default 9.81
 */
export function piersonMoskowitzSpectrum(
  angularFrequency: number,
  windSpeed: number,
  gravity = STANDARD_GRAVITY,
): number {
  if (!(angularFrequency > 0)) return 0
  const cutoff = gravity / windSpeed
  return (
    PIERSON_MOSKOWITZ_ALPHA *
    gravity ** 2 *
    angularFrequency ** -5 *
    Math.exp(-PIERSON_MOSKOWITZ_BETA * (cutoff / angularFrequency) ** 4)
  )
}

/**
 * The variance of the surface elevation, m²: m₀ = ∫₀^∞ S dω = α g² / (4 β ω₀⁴), from the substitution
 * u = β (ω₀ / ω)⁴, under which ω⁻⁵ dω = −du / (4 β ω₀⁴).
 */
export function piersonMoskowitzVariance(windSpeed: number, gravity = STANDARD_GRAVITY): number {
  const cutoff = gravity / windSpeed
  return (PIERSON_MOSKOWITZ_ALPHA * gravity ** 2) / (4 * PIERSON_MOSKOWITZ_BETA * cutoff ** 4)
}

/**
 * The frequency, rad/s, below which lies the fraction `fraction` (0 < fraction < 1) of the energy.
 * The same substitution gives the cumulative fraction F(ω) = exp(−β (ω₀ / ω)⁴); this is its inverse.
 */
export function piersonMoskowitzFrequencyAt(fraction: number, windSpeed: number, gravity = STANDARD_GRAVITY): number {
  const cutoff = gravity / windSpeed
  return cutoff * (PIERSON_MOSKOWITZ_BETA / -Math.log(fraction)) ** 0.25
}

/** Significant wave height Hs = 4 sqrt(m₀) = 2 sqrt(α / β) U² / g of a fully developed sea, m. */
export function piersonMoskowitzSignificantHeight(windSpeed: number, gravity = STANDARD_GRAVITY): number {
  return 4 * Math.sqrt(piersonMoskowitzVariance(windSpeed, gravity))
}

/** Peak angular frequency ω_p = (4β / 5)^¼ g / U (where dS/dω = 0), rad/s. */
export function piersonMoskowitzPeakFrequency(windSpeed: number, gravity = STANDARD_GRAVITY): number {
  return ((4 * PIERSON_MOSKOWITZ_BETA) / 5) ** 0.25 * (gravity / windSpeed)
}
