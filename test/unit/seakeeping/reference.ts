// The BEM reference (capytaine 3.0.0, see reference/README.md): a copy of ../shared/reference/seakeeping.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { BemBody } from './bemCurves.js'

export * from './bemCurves.js'

export function bem(name: 'barge' | 'boat'): BemBody {
  return JSON.parse(
    readFileSync(fileURLToPath(new URL(`./reference/${name}.json`, import.meta.url)), 'utf8'),
  ) as BemBody
}
