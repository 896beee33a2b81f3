#!/usr/bin/env node
// Regenerate docs/seakeeping-validation.md: every reference body, model, mode and period (minutes of CPU;
// the tests run a few of these rows). Bundles test/unit/seakeeping/validationTable.ts with esbuild.
import { build } from 'esbuild'
import { rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

// beside the reference data it reads (import.meta.url); cannon-es resolves from the package's node_modules
const out = resolve('test/unit/seakeeping/.validation.tmp.mjs')
await build({
  entryPoints: ['test/unit/seakeeping/validationTable.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: out,
  external: ['cannon-es'],
  logLevel: 'warning',
})
const { validationTable } = await import(pathToFileURL(out).href)
rmSync(out)
writeFileSync('docs/seakeeping-validation.md', validationTable((line) => console.log(line)) + '\n')
