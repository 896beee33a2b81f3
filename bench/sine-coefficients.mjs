// Derives the polynomial of src/core/waves/fastSine.ts (run: node bench/sine-coefficients.mjs).
//
// sin(π f) = f · h(f²) on f ∈ [−1/2, 1/2], with h(u) = Σ_k (−1)^k π^(2k+1) u^k / (2k+1)!. The Taylor
// series of h (30 terms, far past double precision) is rewritten in Chebyshev polynomials of
// t = 8u − 1 ∈ [−1, 1], cut after degree 7 and turned back into powers of u: a truncated Chebyshev
// series is within a hair of the minimax polynomial of that degree. All of it is exact rational
// arithmetic on BigInt, with π to 80 digits, so the only roundings are the final conversions to double.
// Prints the eight coefficients (u⁰ … u⁷) and the size of the first Chebyshev terms left out, which
// bound the truncation error of h.

const DEGREE = 7
const TERMS = 30
const PI_DIGITS = 314159265358979323846264338327950288419716939937510582097494459230781640628620899n
const PI_SCALE = 10n ** 80n

const gcd = (a, b) => {
  a = a < 0n ? -a : a
  b = b < 0n ? -b : b
  while (b) [a, b] = [b, a % b]
  return a
}
const rational = (n, d = 1n) => {
  if (d < 0n) [n, d] = [-n, -d]
  const g = gcd(n, d) || 1n
  return [n / g, d / g]
}
const add = (a, b) => rational(a[0] * b[1] + b[0] * a[1], a[1] * b[1])
const mul = (a, b) => rational(a[0] * b[0], a[1] * b[1])
const zero = () => rational(0n)
/** A rational rounded to the nearest double (64 bits of quotient, then one rounding). */
function toDouble([n, d]) {
  const negative = n < 0n
  if (negative) n = -n
  if (n === 0n) return 0
  let exponent = 0
  while (n < d << 64n) {
    n <<= 1n
    exponent--
  }
  while (n >= d << 65n) {
    d <<= 1n
    exponent++
  }
  return (negative ? -1 : 1) * Number(n / d) * 2 ** exponent
}

const pi = rational(PI_DIGITS, PI_SCALE)
// Taylor coefficients of h in u
const taylor = []
let factorial = 1n
let piPower = pi
for (let k = 0; k < TERMS; k++) {
  if (k > 0) {
    factorial *= BigInt(2 * k) * BigInt(2 * k + 1)
    piPower = mul(piPower, mul(pi, pi))
  }
  taylor.push(mul(rational(k % 2 ? -1n : 1n, factorial), piPower))
}
// u = (1 + t) / 8: powers of u as polynomials in t
const inT = Array.from({ length: TERMS }, zero)
for (let k = 0; k < TERMS; k++) {
  const scale = rational(1n, 8n ** BigInt(k))
  let binomial = 1n
  for (let j = 0; j <= k; j++) {
    inT[j] = add(inT[j], mul(taylor[k], mul(scale, rational(binomial))))
    binomial = (binomial * BigInt(k - j)) / BigInt(j + 1)
  }
}
// t^j in Chebyshev polynomials: t · T_0 = T_1, t · T_i = (T_{i+1} + T_{i−1}) / 2
const chebyshev = Array.from({ length: TERMS + 1 }, zero)
let power = [rational(1n)]
for (let j = 0; j < TERMS; j++) {
  for (let i = 0; i < power.length; i++) chebyshev[i] = add(chebyshev[i], mul(inT[j], power[i]))
  const next = Array.from({ length: power.length + 1 }, zero)
  for (let i = 0; i < power.length; i++) {
    if (i === 0) next[1] = add(next[1], power[0])
    else {
      next[i + 1] = add(next[i + 1], mul(power[i], rational(1n, 2n)))
      next[i - 1] = add(next[i - 1], mul(power[i], rational(1n, 2n)))
    }
  }
  power = next
}
// the series cut after DEGREE, back to powers of t (T_{k+1} = 2 t T_k − T_{k−1}) ...
const inTTruncated = Array.from({ length: DEGREE + 1 }, zero)
let previous = [rational(1n)]
let current = [zero(), rational(1n)]
inTTruncated[0] = chebyshev[0]
for (let k = 1; k <= DEGREE; k++) {
  for (let i = 0; i < current.length; i++) inTTruncated[i] = add(inTTruncated[i], mul(chebyshev[k], current[i]))
  const next = Array.from({ length: current.length + 1 }, zero)
  for (let i = 0; i < current.length; i++) next[i + 1] = add(next[i + 1], mul(current[i], rational(2n)))
  for (let i = 0; i < previous.length; i++) next[i] = add(next[i], mul(previous[i], rational(-1n)))
  previous = current
  current = next
}
// ... and to powers of u (t = 8u − 1)
const inU = Array.from({ length: DEGREE + 1 }, zero)
for (let j = 0; j <= DEGREE; j++) {
  let binomial = 1n
  for (let i = 0; i <= j; i++) {
    const term = rational(8n ** BigInt(i) * ((j - i) % 2 ? -1n : 1n) * binomial)
    inU[i] = add(inU[i], mul(inTTruncated[j], term))
    binomial = (binomial * BigInt(j - i)) / BigInt(i + 1)
  }
}

console.log('coefficients of u^0 … u^7:')
for (const c of inU) console.log(`  ${toDouble(c)}`)
console.log(
  `Chebyshev terms left out: |c8| = ${Math.abs(toDouble(chebyshev[DEGREE + 1])).toExponential(2)}, |c9| = ${Math.abs(toDouble(chebyshev[DEGREE + 2])).toExponential(2)}`,
)
