/**
 * The head that drives water through a hole, m: outside minus inside, each the depth of its water
 * surface above the hole (0 when that side's water is below it). Positive drives water in, negative
 * out, 0 when the hole is above both surfaces or they stand level.
 *
 * @param outsideSurface world y of the sea surface above the hole, m
 * @param insideLevel world y of the compartment's water surface, m (ignored when it holds no water)
 * @param holeHeight world y of the hole, m
 */
export function holeHead(outsideSurface: number, insideLevel: number, hasWater: boolean, holeHeight: number): number {
  const outside = Math.max(outsideSurface - holeHeight, 0)
  const inside = hasWater ? Math.max(insideLevel - holeHeight, 0) : 0
  return outside - inside
}

/**
 * Flow through a hole, m³/s, signed like the head: Q = C_d a √(2 g |d|), Torricelli's speed √(2 g d)
 * through the contracted jet (C_d ≈ 0.6 for a sharp-edged hole).
 *
 * @param head m, from holeHead
 * @param area m²
 * @param dischargeCoefficient C_d
 * @param gravity m/s²
 */
export function holeDischarge(head: number, area: number, dischargeCoefficient: number, gravity: number): number {
  const q = dischargeCoefficient * area * Math.sqrt(2 * gravity * Math.abs(head))
  return head < 0 ? -q : q
}
