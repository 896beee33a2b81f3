// vitest.config.ts: @react-three/fiber and the test renderer ship no `exports` map; inlined and resolved
// through their `module` field, Node loads their ES builds and one copy of three. react-three-buoyancy is
// inlined too: left to Node, its own imports of fiber would load fiber's CommonJS build beside it.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  ssr: { resolve: { mainFields: ['module'] } },
  test: { environment: 'node', server: { deps: { inline: [/@react-three\//, /react-three-buoyancy/] } } },
})
