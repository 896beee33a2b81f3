// The README's code is the files in docs/snippets/ (type-checked by tsc, run by the tests named there):
// a block that differs from its file, a TypeScript block without a file, or a snippet no document shows
// fails here. `npm run docs` rewrites the README's blocks from the files.
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DOCUMENTS, snippetBlocks, syncSnippets, unmarkedCodeBlocks } from '../../../scripts/snippets.mjs'

const root = new URL('../../../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')
const guides = readdirSync(new URL('stories/docs/', root))
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => `stories/docs/${name}`)
const snippets = readdirSync(new URL('docs/snippets/', root))
  .filter((name) => /\.(ts|tsx)$/.test(name))
  .map((name) => `docs/snippets/${name}`)

describe('docs that run', () => {
  it.each(DOCUMENTS)('every snippet block of %s is its file, byte for byte (npm run docs)', (document) => {
    const text = read(document)
    expect(snippetBlocks(text).length).toBeGreaterThan(0)
    for (const block of snippetBlocks(text)) expect(block.code, block.path).toBe(read(block.path))
    expect(syncSnippets(text, root.pathname)).toBe(text)
  })

  it.each([...DOCUMENTS, ...guides])('%s has no TypeScript block outside the snippet markers', (document) => {
    expect(unmarkedCodeBlocks(read(document))).toEqual([])
  })

  it('every snippet file is shown by the README or a guide', () => {
    const shown = new Set(DOCUMENTS.flatMap((document) => snippetBlocks(read(document)).map((block) => block.path)))
    for (const guide of guides) {
      for (const [, path] of read(guide).matchAll(/from '\.\.\/\.\.\/(docs\/snippets\/[^'?]+)\?raw'/g)) shown.add(path)
    }
    expect(snippets.filter((path) => !shown.has(path))).toEqual([])
  })

  it('the checker catches a stale block and an unmarked one', () => {
    const stale = '<!-- snippet: docs/snippets/core.ts -->\n```ts\nold()\n```\n<!-- /snippet -->\n'
    expect(syncSnippets(stale, root.pathname)).toContain(read('docs/snippets/core.ts'))
    expect(unmarkedCodeBlocks('text\n```tsx\n<Buoyant />\n```\n\n```sh\nnpm test\n```\n')).toEqual(['tsx'])
  })
})
