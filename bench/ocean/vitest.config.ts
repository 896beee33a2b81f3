// The ocean's GPU cost bench (`node scripts/bench-ocean.mjs`, part of `npm run bench`): a browser run of
// bench/ocean/*.bench.tsx with the browser project's Chromium and aliases, outside the test suite.
// OCEAN_BENCH=bench/ocean/quickStartFrame.bench.tsx runs one file only (while tuning).
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { alias, chromiumArgs } from '../../vitest.config.js'

export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  resolve: { alias },
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'three', '@react-three/fiber'],
  },
  test: {
    include: [process.env.OCEAN_BENCH ?? 'bench/ocean/*.bench.tsx'],
    testTimeout: 600_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
})
