// Writes the site's two web fonts, cut down to the characters and weights it uses (see
// web/src/styles/font-subset.ts): about half the bytes of the Latin files they come from, and
// both are preloaded with every page. Run after updating the @fontsource-variable packages:
//   npm run fonts
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { FONT_SUBSET_TEXT, SUBSET_FONTS } from '../web/src/styles/font-subset';

const require = createRequire(import.meta.url);
for (const font of SUBSET_FONTS) {
  const source = readFileSync(require.resolve(font.source));
  const out = await subsetFont(source, FONT_SUBSET_TEXT, { targetFormat: 'woff2', variationAxes: { wght: font.wght } });
  writeFileSync(font.file, out);
  console.log(`${font.file}: ${(source.length / 1024).toFixed(1)} KiB -> ${(out.length / 1024).toFixed(1)} KiB`);
}
