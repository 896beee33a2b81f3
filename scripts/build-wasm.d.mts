/** The wave-sum module's bytes, compiled from assembly/waveSum.ts (see build-wasm.mjs). */
export function compileWaveSum(): Buffer
/** The TypeScript module that carries the bytes. */
export function moduleSource(bytes: Buffer): string
