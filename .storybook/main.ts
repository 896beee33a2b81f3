import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url))

const config: StorybookConfig = {
  // The guides (stories/docs/*.mdx) first, then the stories. MDX pages are not tests, but a broken import in
  // one breaks the build of the `storybook` vitest project.
  stories: ['../stories/docs/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // The vitest addon adds the test panel to the UI; the `storybook` vitest project runs the stories
  // as tests either way. The docs addon renders the MDX guides and the props tables.
  addons: ['@storybook/addon-vitest', '@storybook/addon-docs'],
  // Props tables from the components' TSDoc. react-docgen-typescript follows props declared in other files
  // (BuoyantProps, inherited mesh props), which react-docgen does not; it builds a TypeScript program (it
  // reads only the components' files), which cost the `storybook` vitest project ~20 s for tables no test
  // reads: under vitest the cheap react-docgen stays.
  typescript: {
    reactDocgen: process.env.VITEST ? 'react-docgen' : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      include: ['src/react/**/*.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      // Only the props the library declares: <Ocean> and <Buoyant> also take a mesh's or a group's props,
      // and those (three.js's Object3D fields and methods, ~80 rows) buried their own ~20 (the guide says so)
      // (a prop is kept if one of its declarations is ours: the inherited ones come through Omit<…> with none)
      propFilter: (prop) =>
        [prop.parent, ...(prop.declarations ?? [])].some(
          (d) => d !== undefined && !d.fileName.includes('node_modules'),
        ),
    },
  },
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
      // loaded two copies of React (docs/DEVELOPING.md).
      optimizeDeps: {
        include: ['react', 'react-dom', 'react-dom/client', 'three', '@react-three/fiber', '@react-three/drei'],
      },
    }),
}

export default config
