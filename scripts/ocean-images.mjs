// Regenerates the README's images (docs/images/*.png): the showcase and the ocean's look scenes, drawn by
// headless Chromium on SwiftShader at 960 × 540 (test/browser/oceanLook/oceanImages.test.tsx).
import { spawnSync } from 'node:child_process'

const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'browser', 'test/browser/oceanLook/oceanImages.test.tsx'],
  { stdio: 'inherit', env: { ...process.env, VITE_OCEAN_IMAGES: '1' } },
)
process.exit(result.status ?? 1)
