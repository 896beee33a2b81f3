// The README's code blocks are copies of files in docs/snippets/ (which tsc checks and the tests run),
// between markers:
//   <!-- snippet: docs/snippets/quickStart.tsx -->
//
//   ```tsx
//   …the file…
//   ```
//
//   <!-- /snippet -->
// (the blank lines are Prettier's)
// `npm run docs` rewrites each block from its file; test/unit/docs/snippets.test.ts fails while they differ.
import { readFileSync } from 'node:fs'

/** Markdown files whose code blocks are snippets (the MDX guides import theirs with `?raw` instead). */
export const DOCUMENTS = ['README.md']

const BLOCK = /<!-- snippet: (\S+) -->\n+```(\w*)\n([\s\S]*?)```\n+<!-- \/snippet -->/g
const FENCE = /^```(\w*)$/gm
const LANGUAGES = { ts: 'ts', tsx: 'tsx', mts: 'ts', js: 'js', mjs: 'js' }

/** The fence language of a snippet file, from its extension. */
export function languageOf(path) {
  const language = LANGUAGES[path.slice(path.lastIndexOf('.') + 1)]
  if (language === undefined) throw new Error(`snippets: ${path} is not a .ts, .tsx or .js file`)
  return language
}

/** Every marked block of a document: the file it copies, its fence language and its code. */
export function snippetBlocks(text) {
  return [...text.matchAll(BLOCK)].map(([, path, language, code]) => ({ path, language, code }))
}

/** The document with every marked block rewritten from its file (read relative to `root`). */
export function syncSnippets(text, root = '.') {
  return text.replace(BLOCK, (_, path) => {
    const code = readFileSync(`${root}/${path}`, 'utf8')
    return `<!-- snippet: ${path} -->\n\n\`\`\`${languageOf(path)}\n${code.endsWith('\n') ? code : `${code}\n`}\`\`\`\n\n<!-- /snippet -->`
  })
}

/** Languages of the code blocks outside the markers that hold TypeScript or JavaScript (none may). */
export function unmarkedCodeBlocks(text) {
  const outside = text.replace(BLOCK, '')
  const languages = []
  let open = false
  for (const [, language] of outside.matchAll(FENCE)) {
    if (!open && ['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript'].includes(language)) languages.push(language)
    open = !open
  }
  return languages
}
