// `npm test`: install what is missing, run every vitest project (unit, react, browser, stories),
// and end with the plain line `N passed, N failed` that CI reads.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { ensureChromium, ensureDependencies } from './ensure.mjs'

ensureDependencies()
ensureChromium()

// Static checks first, each counted as one test: the type checker (sources, tests, stories and the docs'
// snippets), the linter (errors fail it, warnings do not), the formatter, and the packed package (publint,
// arethetypeswrong).
const checks = [
  ['tsc', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['eslint', ['npx', 'eslint', '--quiet', '.']],
  ['prettier', ['npx', 'prettier', '--check', '--log-level', 'warn', '.']],
  ['package', ['node', 'scripts/check-package.mjs']],
]
let checksPassed = 0
let checksFailed = 0
for (const [name, args] of checks) {
  const [command, ...rest] = args
  const check = spawnSync(command, rest, { stdio: 'inherit' })
  if (check.status === 0) checksPassed++
  else {
    checksFailed++
    console.error(`[${name}] failed: run \`${args.join(' ')}\` to see it (prettier: --write fixes it)`)
  }
}

const results = '.vitest-results.json'
rmSync(results, { force: true })
const extra = process.argv.slice(2)
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...extra],
  { stdio: 'inherit' },
)

let passed = 0
let failed
let skipped = 0
try {
  const report = JSON.parse(readFileSync(results, 'utf8'))
  passed = report.numPassedTests
  // a file that failed to load or run has no failed test of its own: count it once
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  ).length
  failed = report.numFailedTests + brokenFiles
  skipped = report.numPendingTests + report.numTodoTests
} catch {
  failed = 1 // no report: vitest itself failed before running tests
}
if (vitest.status !== 0 && failed === 0) failed = 1
passed += checksPassed
failed += checksFailed
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed === 0 ? 0 : 1)
