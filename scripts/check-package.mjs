// Checks the package as npm would publish it: builds dist/, then lints the packed tarball's package.json,
// exports and files (publint) and checks that every entry's types resolve for Node's ESM resolution and for
// bundlers (@arethetypeswrong/cli; the package is ESM-only, so CommonJS `require` is out of scope).
import { execSync } from 'node:child_process'

const run = (command) => execSync(command, { stdio: 'inherit' })
run('npm run build --silent')
run('npx publint --strict')
run('npx attw --pack . --profile esm-only')
