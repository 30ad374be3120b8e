/**
 * A visitors stepper's typed value (product form: adults, minors, infants): what the field
 * keeps when the visitor leaves it. Pure.
 */

/**
 * The count `raw` stands for, a whole number within [min, max]: empty → `min`; not a number →
 * `previous` (the typing is discarded); decimals are rounded; out of range is clamped.
 * `parseCount(' 7 ', 2, 0, 99) === 7`, `parseCount('', 2, 0, 99) === 0`, `parseCount('x', 2, 0, 99) === 2`.
 */
export function parseCount(raw: string, previous: number, min: number, max: number): number {
  const text = raw.trim()
  if (text === '') return min
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return clampCount(previous, min, max)
  return clampCount(Math.round(Number(text.replace(',', '.'))), min, max)
}

/** `value` kept within [min, max] (NaN → min). */
export function clampCount(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min
  return Math.max(min, Math.min(max, Math.round(value)))
}
