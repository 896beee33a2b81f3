// What the bench scripts record beside their figures: the machine and its load (scripts/machine.mjs
// describes it), and the JSON lines a measuring child process prints. (scripts/bench.mjs predates this and
// still builds its own, with more fields.)
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { describeMachine } from '../scripts/machine.mjs'

/** CPU, cores, memory, Node, the start date and the load average before (given) and now. */
export function machineFacts(started, loadBefore) {
  return describeMachine(started, loadBefore, loadavg())
}

/** The machine facts as a report's two bullet lines: CPU and memory (`threads` says what ran), Node, date, load. */
export function machineLines(machine, threads = 'one thread') {
  const load = (l) => l.map((x) => x.toFixed(2)).join(', ')
  return [
    `- CPU: ${machine.cpu}, ${machine.cores} cores (${machine.memoryGiB} GiB); ${threads}`,
    `- Node ${machine.node}; ${machine.date}; load average ${load(machine.loadBefore)} before and ${load(machine.loadAfter)} after`,
  ]
}

/** Runs a Node script and parses each line it prints as JSON; exits with a message if it fails. */
export function runJsonLines(script, args, cwd) {
  const run = spawnSync(process.execPath, [script, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (run.status !== 0) {
    console.error(`bench: ${script} failed`)
    process.exit(1)
  }
  return run.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

/**
 * Runs a benchmark file of bench/browser in the browser test project (BENCH_BROWSER=1 adds them to it) and
 * parses the JSON after `mark` on each line that holds it; exits with the run's output if it fails.
 * `vitestArgs` go before the project (e.g. `-c vitest.local.config.ts` from a git worktree).
 */
export function runBrowserBench(file, mark, cwd, vitestArgs = []) {
  const run = spawnSync('npx', ['vitest', 'run', ...vitestArgs, '--project', 'browser', file], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, BENCH_BROWSER: '1' },
    maxBuffer: 64 * 1024 * 1024,
  })
  const rows = `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter((line) => line.includes(mark))
    .map((line) => JSON.parse(line.slice(line.indexOf(mark) + mark.length)))
  if (run.status !== 0 || rows.length === 0) {
    console.error(run.stdout, run.stderr)
    console.error(`bench: the browser run of ${file} failed`)
    process.exit(1)
  }
  return rows
}

/**
 * Write a bench's report: its figures as bench/results/`json` and its page as bench/`page`, headed by `title`
 * and the line that says which script wrote them (`script`, in bench/), then `body`; the page is printed too.
 */
export function writeReport({ script, json, data, page, title, body }) {
  const bench = new URL('.', import.meta.url)
  mkdirSync(new URL('results/', bench), { recursive: true })
  writeFileSync(new URL(`results/${json}`, bench), `${JSON.stringify(data, null, 2)}\n`)
  const lines = [
    `# ${title}`,
    '',
    `Written by \`node bench/${script}\` (part of \`npm run bench\`, against dist/); each run overwrites this`,
    `file and bench/results/${json}.`,
    '',
    ...body,
  ]
  writeFileSync(new URL(page, bench), lines.join('\n'))
  console.log(lines.join('\n'))
}
