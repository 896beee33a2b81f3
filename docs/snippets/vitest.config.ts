// vitest.config.ts: @react-three/fiber and the test renderer ship no `exports` map; inlined and resolved
// through their `module` field, Node loads their ES builds and one copy of three.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  ssr: { resolve: { mainFields: ['module'] } },
  test: { environment: 'node', server: { deps: { inline: [/@react-three\//] } } },
})
