// Installs what a fresh machine is missing, so that `npm test` and `npm start` work on a clean clone:
// the npm dependencies (from package-lock.json) and, for the browser tests, Debian's Chromium.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const run = (command) => execSync(command, { stdio: 'inherit' })

export function ensureDependencies() {
  const installed = 'node_modules/.package-lock.json'
  const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs
  if (stale) {
    console.log('[ensure] installing npm dependencies (npm ci)')
    run('npm ci --no-audit --no-fund')
  }
}

export const CHROMIUM = '/usr/bin/chromium'

// Playwright cannot download its own browsers here; the tests drive Debian's Chromium (docs/DEVELOPING.md).
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = root ? '' : 'sudo '
  console.log('[ensure] installing Chromium from Debian packages')
  run(`${sudo}apt-get update -qq`)
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`)
}
