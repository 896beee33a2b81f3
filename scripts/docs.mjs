// `npm run docs`: rewrite the README's snippet blocks from docs/snippets/ (see snippets.mjs).
import { readFileSync, writeFileSync } from 'node:fs'
import { DOCUMENTS, syncSnippets } from './snippets.mjs'

for (const document of DOCUMENTS) {
  const text = readFileSync(document, 'utf8')
  const synced = syncSnippets(text)
  if (synced !== text) {
    writeFileSync(document, synced)
    console.log(`docs: ${document} updated from docs/snippets/`)
  }
}
