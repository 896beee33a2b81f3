import { BoxGeometry, Matrix4 } from 'three'
import { buildHull } from 'react-three-buoyancy/core'

// Two meshes of a model: a 6 × 2 × 3 m hull, and a cabin that sinks 0.5 m into it (non-indexed, as many are)
const hullGeometry = new BoxGeometry(6, 2, 3)
const cabinGeometry = new BoxGeometry(2, 1.5, 2).toNonIndexed()
const cabinMatrix = new Matrix4().makeTranslation(0, 1.25, 0) // the cabin's place in the model (mesh.matrix)

const { hull, report } = buildHull(
  [
    { positions: hullGeometry.attributes.position.array, indices: hullGeometry.index?.array },
    { positions: cabinGeometry.attributes.position.array, matrix: cabinMatrix.elements },
  ],
  { method: 'auto', maxTriangles: 5000 }, // the defaults
)
// overlapping parts count once: 36 + 6 − 2 = 40 m³, not 42
console.log(report.method, report.sentence, hull.volume)
