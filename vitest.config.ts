import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

// The package's entry points resolve to the sources, so tests import what users import.
// (.storybook/main.ts repeats these two lines for Storybook's own Vite server.)
export const alias = [
  { find: /^react-three-buoyancy$/, replacement: src('react/index.ts') },
  { find: /^react-three-buoyancy\/(core|cannon|shader|testing)$/, replacement: src('$1/index.ts') },
]

// Debian's Chromium (scripts/ensure.mjs installs it): Playwright cannot download its own browsers here.
// WebGL2 runs headless through SwiftShader with exactly these flags (docs/DEVELOPING.md); without
// --enable-unsafe-swiftshader, Chromium refuses the software WebGL fallback and getContext returns null.
// Playwright's launch() already uses a fresh temporary profile (user-data dir) per run.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

// A fresh object per project: vitest writes each project's name into its instances.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  // Failure screenshots of a WebGL page cost seconds each on SwiftShader and say little.
  screenshotFailures: false,
})

// Pre-bundling these up front avoids a re-optimisation in the middle of a browser run, which once loaded
// two copies of React (hooks then fail with "Invalid hook call").
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'three',
    '@react-three/fiber',
    '@react-three/drei',
  ],
}

// Tests do not time things: vitest's 5 s default is a timing assertion that a loaded CI machine (the four
// projects run at once on two cores) breaks now and then; a test that hangs is still stopped.
const loadedMachine = { testTimeout: 60_000, hookTimeout: 60_000 }

export default defineConfig({
  resolve: { alias },
  test: {
    // three 0.187 deprecates THREE.Clock, which fiber 9 still creates for every root (docs/DEVELOPING.md); the
    // library keeps its own SimulationClock. Dropped from the output so real warnings stand out.
    onConsoleLog: (log) => !log.includes('THREE.Clock: This module has been deprecated'),
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', ...loadedMachine },
      },
      {
        // @react-three/test-renderer 9.1.1 (not its `latest`, which is fiber-8 code) needs no DOM.
        resolve: { alias },
        ssr: { resolve: { mainFields: ['module'] } },
        test: {
          name: 'react',
          ...loadedMachine,
          // docs/snippets: the README's snapshot-testing example is a test file of this project
          include: ['test/react/**/*.test.{ts,tsx}', 'docs/snippets/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['./test/react/setup.ts'],
          // fiber and the test renderer have no `exports` map: Node would load their CommonJS builds, which
          // require three's deprecated CJS bundle beside the ESM three of our sources (two threes, and a
          // deprecation warning per worker). Inlined, and with `ssr.resolve.mainFields` (the project's
          // `resolve.mainFields` does not reach the server-side resolver), Vite loads their ESM builds.
          server: { deps: { inline: [/@react-three\//] } },
        },
      },
      {
        resolve: { alias },
        optimizeDeps,
        test: {
          name: 'browser',
          ...loadedMachine,
          // BENCH_BROWSER=1 (scripts/bench-browser-fleet.mjs) adds the browser benchmark runs, never in npm test
          include: [
            'test/browser/**/*.test.{ts,tsx}',
            ...(process.env.BENCH_BROWSER ? ['bench/browser/**/*.run.tsx'] : []),
          ],
          browser: browser(),
          // One page at a time: SwiftShader renders on the CPU and the machine has two cores.
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        optimizeDeps,
        // The plugin reads .storybook/main.ts and turns every story into a test (no test.include here:
        // the plugin ignores it and warns).
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          browser: browser(),
          fileParallelism: false,
          // a story's afterEach waits for its first frames (up to 100 s on SwiftShader, .storybook/vitest.setup.ts);
          // the slowest stories took 33 s in a loaded CI run
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Fails a story on any console.error or uncaught error, and waits for its canvas to draw a frame.
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
})
