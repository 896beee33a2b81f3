// What the bench scripts record beside their figures: the machine and its load, and the JSON lines a
// measuring child process prints. (scripts/bench.mjs and scripts/bench-dynamics.mjs predate this and
// still build theirs inline.)
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'

/** CPU, cores, memory, Node, the start date and the load average before (given) and now. */
export function machineFacts(started, loadBefore) {
  let cpu
  try {
    cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0].model
  } catch {
    cpu = cpus()[0]?.model ?? 'unknown'
  }
  return {
    cpu,
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    date: started.toISOString(),
    loadBefore,
    loadAfter: loadavg(),
  }
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
