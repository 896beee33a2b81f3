// The drag's coefficients for one step, in one Float64Array (no boxed numbers in the hot loops).
/** ½ ρ C_f, kg/m³ (0: viscous drag off) */
export const VISCOUS = 0
/** C_PD1 / v_r, N·s/m³ */
export const PRESSURE_LINEAR = 1
/** C_PD2 / v_r², N·s²/m⁴ */
export const PRESSURE_QUADRATIC = 2
/** f_P */
export const PRESSURE_FALLOFF = 3
/** C_SD1 / v_r, C_SD2 / v_r², f_S */
export const SUCTION_LINEAR = 4
export const SUCTION_QUADRATIC = 5
export const SUCTION_FALLOFF = 6
/** 1: accumulate the slamming sums */
export const SLAMMING = 7
/** wave time, s (for exact water velocities) */
export const TIME = 8
/** 1: the drag sums; 0: the waterplane moments only (drag off) */
export const DRAG = 9
export const COEFFICIENTS_SIZE = 10
