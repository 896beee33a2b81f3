// Counts the names each public entry exports (values and types), as the package's users see them:
// `node scripts/count-exports.mjs` prints one line per entry and the total.
import ts from 'typescript'

const entries = {
  'react-three-buoyancy': 'src/react/index.ts',
  'react-three-buoyancy/core': 'src/core/index.ts',
  'react-three-buoyancy/cannon': 'src/cannon/index.ts',
  'react-three-buoyancy/shader': 'src/shader/index.ts',
  'react-three-buoyancy/testing': 'src/testing/index.ts',
}
const existing = Object.entries(entries).filter(([, file]) => ts.sys.fileExists(file))
const program = ts.createProgram(
  existing.map(([, file]) => file),
  {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
  },
)
const checker = program.getTypeChecker()
let total = 0
for (const [name, file] of existing) {
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(file))
  const names = symbol ? checker.getExportsOfModule(symbol).map((s) => s.name) : []
  total += names.length
  console.log(`${name}: ${names.length}${process.argv.includes('--names') ? `\n  ${names.sort().join(', ')}` : ''}`)
}
console.log(`total: ${total}`)
