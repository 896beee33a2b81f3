// Checks the package as npm would publish it: builds dist/, then lints the packed tarball's package.json,
// exports and files (publint) and checks that every entry's types resolve for Node's ESM resolution and for
// bundlers (@arethetypeswrong/cli; the package is ESM-only, so CommonJS `require` is out of scope). Also
// that no two files of the repository or of the package differ only in letter case: on a case-insensitive
// file system (macOS and Windows by default) one would overwrite the other, in a clone or in a user's
// node_modules (src/react/water/OceanSky.tsx and oceanSky.ts once built to dist/.../OceanSky.js and
// oceanSky.js, and a bundler resolving one import found the other's exports).
import { execSync } from 'node:child_process'

const run = (command) => execSync(command, { stdio: 'inherit' })

/** Throws naming the paths of `paths` that are equal ignoring case. */
function refuseCaseCollisions(paths, where) {
  const seen = new Map()
  const clashes = []
  for (const path of paths) {
    const key = path.toLowerCase()
    if (seen.has(key)) clashes.push(`${seen.get(key)} and ${path}`)
    else seen.set(key, path)
  }
  if (clashes.length > 0) {
    throw new Error(`check-package: ${where} has files whose names differ only in case: ${clashes.join('; ')}`)
  }
}

refuseCaseCollisions(execSync('git ls-files', { encoding: 'utf8' }).split('\n').filter(Boolean), 'the repository')
run('npm run build --silent')
const [packed] = JSON.parse(execSync('npm pack --dry-run --json --ignore-scripts', { encoding: 'utf8' }))
refuseCaseCollisions(
  packed.files.map((file) => file.path),
  'the package',
)
run('npx publint --strict')
run('npx attw --pack . --profile esm-only')
