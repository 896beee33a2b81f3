/** Markdown files whose code blocks are snippets. */
export const DOCUMENTS: string[]
/** The fence language of a snippet file, from its extension. */
export function languageOf(path: string): string
/** Every marked block of a document: the file it copies, its fence language and its code. */
export function snippetBlocks(text: string): { path: string; language: string; code: string }[]
/** The document with every marked block rewritten from its file (read relative to `root`). */
export function syncSnippets(text: string, root?: string): string
/** Languages of the code blocks outside the markers that hold TypeScript or JavaScript. */
export function unmarkedCodeBlocks(text: string): string[]
