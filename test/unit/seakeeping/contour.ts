/** A wet section's contour from points (z, y) in order, as segments with outward normals (away from the centroid): sectionAddedMass's and sectionRadiation's layout. */
export function contour(points: Array<[number, number]>): number[] {
  const cz = points.reduce((s, p) => s + p[0], 0) / points.length,
    cy = points.reduce((s, p) => s + p[1], 0) / points.length
  const segments: number[] = []
  for (let i = 0; i + 1 < points.length; i++) {
    const [z0, y0] = points[i],
      [z1, y1] = points[i + 1]
    let nz = -(y1 - y0),
      ny = z1 - z0
    if (nz * ((z0 + z1) / 2 - cz) + ny * ((y0 + y1) / 2 - cy) < 0) [nz, ny] = [-nz, -ny]
    segments.push(z0, y0, z1, y1, nz, ny)
  }
  return segments
}
