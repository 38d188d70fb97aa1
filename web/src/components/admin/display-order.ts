/** An empty order field means 0. */
export const orderOf = (value: number | string): number => (value === '' ? 0 : Number(value));

/** A new row goes after the last one. */
export const nextDisplayOrder = (rows: readonly { displayOrder: number }[]): number =>
  rows.reduce((max, r) => Math.max(max, r.displayOrder + 1), 0);

/** The order field of the dialogs; a dialog may say more in its own description. */
export const displayOrderField = {
  label: 'Rekkefølge',
  description: 'Lavere tall vises først.',
  allowDecimal: false,
  allowNegative: false,
  min: 0,
  w: { base: '100%', sm: 220 },
} as const;
