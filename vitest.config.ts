import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

// The package's entry points resolve to the sources, so tests import what users import.
export const alias = [
  { find: /^react-three-buoyancy$/, replacement: src('react/index.ts') },
  { find: /^react-three-buoyancy\/(core|cannon|testing)$/, replacement: src('$1/index.ts') },
]

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
})
