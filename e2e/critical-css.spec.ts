// A public page's first paint has only the CSS inlined in its head (the critical CSS: the rules its HTML uses,
// with the custom properties they read); the whole stylesheet comes after the load. Both must draw the page
// the same, or a visitor on a slow phone sees it change under their eyes.
import type { Browser } from '@playwright/test';
import sharp from 'sharp';
import { calculatorMeta } from '../src/shared/calculators/meta';
import { publicPages } from '../src/shared/public-pages';
import { currentServer } from './current-server';
import { expect, test } from './fixtures';
import { publicProjects } from './public-helpers';

/** The page as it first paints: no scripts, and the whole stylesheet only where its <noscript> link is let through. */
async function firstViews(browser: Browser, width: number) {
  const options = { baseURL: currentServer().origin, viewport: { width, height: 1000 }, javaScriptEnabled: false, reducedMotion: 'reduce' } as const;
  const [critical, whole] = [await browser.newContext(options), await browser.newContext(options)];
  await critical.route(/\/assets\/[^/]+\.css$/, (route) => route.abort());
  const pages = [await critical.newPage(), await whole.newPage()];
  return {
    shoot: async (url: string) => {
      await Promise.all(
        pages.map(async (page) => {
          await page.goto(url, { waitUntil: 'load' });
          // Both views drawn in full before they are compared: every declared font face loaded (not only those laid
          // out so far), and every image in view decoded (`load` does not wait for lazy ones, which a busy machine
          // draws a moment later in one view than in the other).
          await page.evaluate(async () => {
            await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
            const inView = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
            await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
          });
        }),
      );
      // One capture at a time: two at once from two contexts on a loaded machine once failed in Chromium
      // («Unable to capture screenshot»).
      const shots: Buffer[] = [];
      for (const page of pages) shots.push(await page.screenshot());
      return shots;
    },
    close: () => Promise.all([critical.close(), whole.close()]),
  };
}

/** Pixels whose colour differs by more than a rounding error. */
async function differingPixels(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer()));
  let count = 0;
  for (let i = 0; i < x!.length; i += 4) if (Math.abs(x![i]! - y![i]!) + Math.abs(x![i + 1]! - y![i + 1]!) + Math.abs(x![i + 2]! - y![i + 2]!) > 30) count++;
  return count;
}

const paths = [
  ...publicPages.map((p) => p.path).filter((path) => !path.includes('{')),
  ...Object.keys(calculatorMeta).map((type) => `/calculator?type=${type}`),
  '/contact?tab=inspection',
  '/finnes-ikke',
];

test('every public page draws the same with its critical CSS alone as with the whole stylesheet, on a phone and a desktop', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const project = (await publicProjects(request))[0]!;
  for (const width of [390, 1280]) {
    const views = await firstViews(browser, width);
    try {
      for (const path of [...paths, `/projects/${project.id}`]) {
        const [critical, whole] = await views.shoot(path);
        expect(await differingPixels(critical!, whole!), `${path} at ${width} px`).toBe(0);
      }
    } finally {
      await views.close();
    }
  }
});
