// Photos from upload to the public page: three photos in the project dialog, alt texts, a new
// order, then the project page with <picture> sources and the lightbox's large variant.
import sharp from 'sharp';
import { choose, dialog, expectToast } from './admin-helpers';
import { expect, loginAsAdmin, test } from './fixtures';

type Meta = { url: string; alt: string | null; width: number | null; height: number | null; variants: Array<{ format: string; width: number }> };
type ProjectJson = { id: number; title: string; imageUrls: string[] | null; images: Meta[] };

/** A 1600x1200 JPEG in one colour, with a stripe so the encoders have something to do. */
async function photo(name: string, r: number, g: number, b: number) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r, g, b } } })
    .composite([{ input: { create: { width: 1600, height: 200, channels: 3, background: { r: 250, g: 240, b: 220 } } }, top: 500, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('upload three photos, set alt texts, reorder, save; the public page shows them with srcset and the lightbox the large variant', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Fotoprosjekt ${Date.now().toString(36)}`;
  const files = [await photo('rod.jpg', 170, 40, 30), await photo('gronn.jpg', 40, 140, 60), await photo('bla.jpg', 30, 60, 170)];

  await loginAsAdmin(page);
  await page.getByRole('navigation', { name: 'Administrasjonsmeny' }).getByRole('link', { name: 'Prosjekter' }).click();
  await page.getByRole('button', { name: 'Legg til prosjekt' }).click();
  const add = dialog(page);
  await add.getByLabel('Tittel').fill(title);
  await choose(page, 'Kategori', 'Terrasse', add);

  await add.getByLabel('Last opp bilder').setInputFiles(files);
  const uploads = add.getByRole('list', { name: 'Opplastinger' });
  await expect(uploads.getByText('Lastet opp')).toHaveCount(3, { timeout: 30_000 });
  for (const i of [1, 2, 3]) await expect(add.getByLabel(`Bilde ${i} (URL)`)).toHaveValue(/^\/uploads\/[a-f0-9]{32}-1600\.jpg$/);
  // No alt text is made up: the owner writes one for each photo, and a save without them is stopped
  // with the message at the first empty field.
  for (const i of [1, 2, 3]) await expect(add.getByLabel(`Alt-tekst for bilde ${i}`)).toHaveValue('');
  await add.getByRole('button', { name: 'Opprett prosjekt' }).click();
  const firstAlt = add.getByLabel('Alt-tekst for bilde 1');
  await expect(firstAlt).toHaveAttribute('aria-invalid', 'true');
  await expect(firstAlt).toBeFocused();
  await expect(firstAlt).toHaveAccessibleDescription(/Skriv en alternativ tekst som beskriver hva bildet viser/);
  await expectToast(page, 'Ikke lagret', /Alt-tekst for bilde 1/);
  expect(((await (await page.request.get('/api/admin/projects')).json()) as ProjectJson[]).some((p) => p.title === title)).toBe(false);

  // Alt texts by file, whatever order the uploads finished in.
  const byUrl: Record<string, string> = {};
  const altByName: Record<string, string> = { rod: 'Rød terrasse i solnedgang', gronn: 'Grønn hage rundt terrassen', bla: 'Blå kveld over rekkverket' };
  const urls = await Promise.all([1, 2, 3].map((i) => add.getByLabel(`Bilde ${i} (URL)`).inputValue()));
  const res = await page.request.get('/api/admin/images');
  const library = (await res.json()) as Array<{ url: string; bytes: number }>;
  expect(library.length).toBeGreaterThanOrEqual(3);
  // Tell the photos apart by the colour of their smallest JPEG.
  for (const [i, url] of urls.entries()) {
    const small = url.replace(/-1600\.jpg$/, '-320.jpg');
    const { dominant } = await sharp(await (await page.request.get(small)).body()).stats();
    const name = dominant.r > dominant.g && dominant.r > dominant.b ? 'rod' : dominant.g > dominant.b ? 'gronn' : 'bla';
    byUrl[url] = altByName[name]!;
    await add.getByLabel(`Alt-tekst for bilde ${i + 1}`).fill(altByName[name]!);
  }

  // Reorder: the third row to the top with the keyboard, then the (new) third row up with its button.
  await add.getByRole('button', { name: /^Flytt bilde 3 \(dra/ }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await add.getByRole('button', { name: 'Flytt bilde 3 opp' }).click();
  const expected = [urls[2]!, urls[1]!, urls[0]!];
  for (const [i, url] of expected.entries()) {
    await expect(add.getByLabel(`Bilde ${i + 1} (URL)`)).toHaveValue(url);
    await expect(add.getByLabel(`Alt-tekst for bilde ${i + 1}`)).toHaveValue(byUrl[url]!);
  }

  await add.getByRole('button', { name: 'Opprett prosjekt' }).click();
  await expectToast(page, 'Prosjekt opprettet');

  const project = ((await (await page.request.get('/api/projects')).json()) as ProjectJson[]).find((p) => p.title === title)!;
  expect(project.imageUrls).toEqual(expected);
  expect(project.images.map((m) => m.alt)).toEqual(expected.map((u) => byUrl[u]));
  // WebP and AVIF are made after the upload answered; wait until they are there.
  await expect
    .poll(
      async () => {
        const p = (await (await page.request.get(`/api/projects/${project.id}`)).json()) as ProjectJson;
        return p.images.every((m) => m.variants.filter((v) => v.format === 'avif').length === 5);
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  await page.goto(`/projects/${project.id}`);
  const thumbs = page.getByRole('button', { name: /^Vis bilde \d+ av 3/ });
  await expect(thumbs).toHaveCount(3);
  for (const [i, url] of expected.entries()) {
    const thumb = thumbs.nth(i);
    await expect(thumb.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-320\.avif 320w, .*-1600\.avif 1600w$/);
    await expect(thumb.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /-640\.webp 640w/);
    await expect(thumb.locator('source[type="image/avif"]')).toHaveAttribute('sizes', /vw/);
    const img = thumb.locator('img');
    await expect(img).toHaveAttribute('alt', byUrl[url]!);
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '1200');
    await expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
    if (i === 0) await expect(img).toHaveAttribute('fetchpriority', 'high');
  }
  // The browser chose AVIF.
  await expect.poll(() => thumbs.first().locator('img').evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);

  await thumbs.nth(1).click();
  const box = page.getByRole('dialog', { name: title });
  await expect(box.getByText('2 / 3')).toBeVisible();
  const large = box.locator('img');
  await expect(large).toHaveAttribute('alt', byUrl[expected[1]!]!);
  // The large variant, not a thumbnail: 1280 or more pixels wide.
  await expect.poll(() => large.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThanOrEqual(1280);
  expect(await large.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/-(1280|1600)\.avif$/);

  // The card on /projects uses the first photo.
  await page.goto('/projects');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', new RegExp(expected[0]!.replace(/-1600\.jpg$/, '').replace(/\//g, '\\/')));
});
