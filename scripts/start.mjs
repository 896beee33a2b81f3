// `npm start`: install what is missing and open the Storybook showcase on 127.0.0.1.
import { spawnSync } from 'node:child_process'
import { ensureDependencies } from './ensure.mjs'

ensureDependencies()
const port = process.env.PORT ?? '6006'
const result = spawnSync('npx', ['storybook', 'dev', '--host', '127.0.0.1', '-p', port, ...process.argv.slice(2)], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
