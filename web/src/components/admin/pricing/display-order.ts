/** Display order: numeric and at least 0; anything else becomes 0. */
export function displayOrderOf(value: number | string): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : 0;
}
