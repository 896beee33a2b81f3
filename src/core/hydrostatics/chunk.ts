/**
 * Items (vertices or triangles) per call of a hot loop. A loop over a whole large hull is cut into
 * calls of at most CHUNK items, so V8 optimizes the loop's function as an ordinary hot function
 * within a few steps. Run whole, such a loop is compiled while it runs (on-stack replacement) and,
 * for thousands of steps, entered through the baseline tier on every call, which boxes its numbers
 * (measured before the split: about 2 kB allocated per step on 20,480 triangles).
 */
export const CHUNK = 1024
