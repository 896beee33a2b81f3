// The machine a bench ran on, recorded beside its figures (scripts/bench-dynamics.mjs, bench-soak.mjs).
import { readFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'

/** CPU, cores, memory, Node, the start date and the load averages before and after the run. */
export function describeMachine(started, loadBefore, loadAfter) {
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
    loadAfter,
  }
}
