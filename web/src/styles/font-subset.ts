// What the site's two web fonts are cut down to (scripts/subset-fonts.ts writes the files, and
// fonts.css declares the same ranges). Norwegian text needs Basic Latin, the letters of Latin-1 (æ, ø,
// å and the accented letters of names) and a few marks; the weights are those the design uses. The
// rest of Latin-1's signs (¡ ¢ £ ¤ ¥ ¦ ¨ ª ¬ ¯ ± ´ µ ¶ ¸ ¹ º ¼ ¾ ¿) stay out: 4 KiB less on every first view.
// A character outside the set falls back, letter by letter, to the next font in the stack.

/** Code point ranges, inclusive. */
export const FONT_SUBSET_RANGES: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xa0], // no-break space
  [0xa7, 0xa7], // §
  [0xa9, 0xa9], // ©
  [0xab, 0xab], // «
  [0xad, 0xad], // soft hyphen
  [0xb0, 0xb0], // °
  [0xb2, 0xb3], // ² ³
  [0xb7, 0xb7], // ·
  [0xbb, 0xbb], // »
  [0xbd, 0xbd], // ½
  [0xc0, 0xff], // Latin-1 letters, × and ÷
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ ‛ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2032, 0x2033], // ′ ″
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // −
];

/** The CSS unicode-range of the subset, as fonts.css declares it. */
export const FONT_UNICODE_RANGE = FONT_SUBSET_RANGES.map(([a, b]) =>
  a === b ? `U+${a.toString(16).toUpperCase().padStart(4, '0')}` : `U+${a.toString(16).toUpperCase().padStart(4, '0')}-${b.toString(16).toUpperCase().padStart(4, '0')}`,
).join(', ');

export const FONT_SUBSET_TEXT = FONT_SUBSET_RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');

/** A weight range keeps the font variable; one weight makes it a static font of that weight. */
export type SubsetFont = { source: string; file: string; wght: { min: number; max: number } | number };

/**
 * Body text in Inter (regular to bold); headings in Source Serif 4, all at weight 650, so that font
 * is one static instance (20 KiB instead of 33 for the 600-700 range).
 */
export const SUBSET_FONTS: SubsetFont[] = [
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', file: 'web/src/assets/fonts/inter-wght-400-700.woff2', wght: { min: 400, max: 700 } },
  { source: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2', file: 'web/src/assets/fonts/source-serif-4-650.woff2', wght: 650 },
];
