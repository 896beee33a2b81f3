import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url))

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // The vitest addon adds the test panel to the UI; the `storybook` vitest project runs the stories
  // as tests either way.
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network here, and nothing to report home.
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Stories import the package as users do (the same aliases as vitest.config.ts).
      resolve: {
        alias: [
          { find: /^react-three-buoyancy$/, replacement: src('react/index.ts') },
          { find: /^react-three-buoyancy\/(core|cannon|shader|testing)$/, replacement: src('$1/index.ts') },
        ],
      },
      // Pre-bundled up front: a re-optimisation after the first story loads reloads the page, and once
      // loaded two copies of React (TOOLCHAIN.md).
      optimizeDeps: {
        include: ['react', 'react-dom', 'react-dom/client', 'three', '@react-three/fiber', '@react-three/drei'],
      },
    }),
}

export default config
