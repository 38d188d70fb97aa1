// The owner fills a finished job's handover folder (three photos, two PDFs) and hands it over in the
// enquiry view; the customer opens their page on a phone, downloads the folder's PDF and ZIP, and both
// open (qpdf checks the PDF, unzip tests and lists the ZIP). The job itself is made as the job screens
// will make it: the real quote flow through the API, then the job row and the case's moves to «Ferdig».
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { initOrm } from '../src/db/orm';
import { transition } from '../src/modules/enquiry/case';
import { Enquiry } from '../src/modules/enquiry/enquiry.entity';
import { ChangeOrder, Job } from '../src/modules/job/job.entity';
import { renderPdf } from '../src/modules/pdf/pdf';
import { choose, dialog, expectToast, openCase, osloDay } from './admin-helpers';
import { currentServer } from './current-server';
import { axeViolations, expect, loginAsAdmin, test } from './fixtures';

const run = promisify(execFile);

/** The accepted quote's job, planned, started and finished (the case moved by transition(), as the job screens do). */
async function finishedJob(enquiryId: number, quoteId: number): Promise<void> {
  const orm = await initOrm(currentServer().databaseUrl, { pool: { min: 0, max: 1 } });
  try {
    await orm.em.fork().transactional(async (tx) => {
      const enquiry = await tx.findOneOrFail(Enquiry, enquiryId);
      // The acceptance made the job; its days are set here.
      const job = Object.assign(await tx.findOneOrFail(Job, { quote: quoteId }), { startDate: osloDay(-9), endDate: osloDay(-2) });
      for (const step of ['planned', 'in_progress', 'done'] as const) transition(tx, enquiry, step, null);
      await tx.flush();
      tx.create(ChangeOrder, { job, number: 1, kind: 'extra', reason: 'Trapp ned til hagen', lines: [{ text: 'Trapp', quantity: 1, unit: 'stk', unitPrice: 9500 }], status: 'accepted', acceptedAt: new Date(), contentHash: 'b'.repeat(64) });
    });
  } finally {
    await orm.close(true);
  }
}

async function photo(name: string, r: number, g: number, b: number) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
    .composite([{ input: { create: { width: 1200, height: 150, channels: 3, background: { r: 240, g: 230, b: 210 } } }, top: 600, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const supplier = { name: 'Trelast AS', orgNumber: '987654321', vatRegistered: true, phone: '73 00 00 00', email: 'post@trelast.test', address: { street: 'Sagveien 2', postalCode: '7080', city: 'Heimdal', region: 'Trøndelag', country: 'NO' } };
const document = async (name: string, title: string) => ({ name, mimeType: 'application/pdf', buffer: await renderPdf(title, supplier, (doc) => doc.text(title)) });

test('the owner hands over a job with three photos and two PDFs; the customer downloads the PDF and the ZIP on a phone, and both open', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const name = `Overlevering Kunde ${Date.now().toString(36)}`;
  const enquiry = await page.request.post('/api/inspection', {
    data: { type: 'inspection', name, email: 'overlevering@example.no', phone: '91234567', address: 'Lade allé 10, 7041 Trondheim', projectType: 'terrace', message: 'Ny terrasse mot sør.' },
  });
  expect(enquiry.status()).toBe(201);
  const { id } = (await enquiry.json()) as { id: number };
  await loginAsAdmin(page);
  const created = await page.request.post(`/api/admin/contact-submissions/${id}/quotes`, {
    data: { lines: [{ text: 'Terrassebord, impregnert', quantity: 24, unit: 'm²', unitPrice: 2500 }], priceType: 'fixed', validUntil: osloDay(30) },
  });
  expect(created.status()).toBe(201);
  const quoteId = ((await created.json()) as { id: number }).id;
  const sent = await page.request.post(`/api/admin/quotes/${quoteId}/send`);
  const path = new URL(((await sent.json()) as { url: string }).url).pathname;
  const token = path.split('/').pop()!;
  expect((await page.request.post(`/api/quotes/${token}/accept`, { data: { token, name, acceptTerms: true } })).status()).toBe(200);
  await finishedJob(id, quoteId);

  const view = await openCase(page, id, name);
  const panel = view.getByTestId('handover-panel');
  await expect(panel.getByRole('heading', { name: 'Overlevering' })).toBeVisible();
  await panel.getByLabel('Sammendrag av arbeidet').fill('Ny terrasse på 24 m² i impregnert furu, med trapp ned til hagen.');
  await panel.getByLabel('Produkter og materialer (ett per linje)').fill('Terrassebord 28x120 royalimpregnert\nTerrasseskruer A4');
  await panel.getByLabel('Kommunenummer').fill('5001');
  await panel.getByLabel('Gårdsnummer').fill('401');
  await panel.getByLabel('Bruksnummer').fill('12');
  await panel.getByRole('button', { name: 'Lagre mappen' }).click();
  await expectToast(page, 'Lagret');

  const photos = [await photo('for.jpg', 150, 120, 90), await photo('under.jpg', 120, 90, 60), await photo('etter.jpg', 170, 130, 80)];
  for (const [i, stage] of ['Før', 'Under arbeidet', 'Etter'].entries()) {
    await choose(page, 'Tatt', stage, panel);
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Legg til bilder' }).click();
    await (await chooser).setFiles(photos[i]!);
    await expect(panel.getByRole('link', { name: `Bilde ${stage.toLowerCase()}` })).toBeVisible({ timeout: 20_000 });
  }
  // «Bilde etter» says little in a folder kept for years: the owner writes what the photo shows.
  await panel.getByRole('button', { name: 'Endre bildeteksten: Bilde etter' }).click();
  await panel.getByLabel('Bildetekst', { exact: true }).fill('Ferdig terrasse med trapp mot hagen');
  await panel.getByRole('button', { name: 'Lagre', exact: true }).click();
  await expectToast(page, 'Lagret', 'Bildetekst: Ferdig terrasse med trapp mot hagen');
  await expect(panel.getByRole('link', { name: 'Ferdig terrasse med trapp mot hagen' })).toBeVisible();
  const docs = [
    { category: 'FDV-dokumentasjon', file: await document('FDV terrassebord.pdf', 'FDV for terrassebord') },
    { category: 'Produktdatablad', file: await document('Datablad terrasseskruer.pdf', 'Produktdatablad terrasseskruer') },
  ];
  for (const d of docs) {
    await choose(page, 'Dokumenttype', d.category, panel);
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Legg til PDF-dokumenter' }).click();
    await (await chooser).setFiles(d.file);
    await expect(panel.getByRole('link', { name: d.file.name.replace('.pdf', '') })).toBeVisible({ timeout: 20_000 });
  }

  await panel.getByRole('button', { name: 'Overlever' }).click();
  const confirm = dialog(page, 'Overlevere oppdraget?');
  await expect(confirm).toContainText('Mappen har 3 bilder og 2 dokumenter.');
  await confirm.getByRole('button', { name: 'Overlever' }).click();
  await expectToast(page, 'Overlevert');
  await expect(panel.getByText(/^Overlevert \d/)).toBeVisible();
  await expect(view).toContainText('Overlevert');

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, acceptDownloads: true });
  const customer = await phone.newPage();
  const errors: string[] = [];
  customer.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await customer.goto(path);
  await customer.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const folder = customer.getByTestId('handover-folder');
  await expect(folder.getByRole('heading', { name: 'Overleveringsmappe' })).toBeVisible();
  // The mail's link opens on the case as it stands: «Overlevert» and the folder's PDF and ZIP in the first
  // screen, before the job's story and the contract.
  for (const first of [folder.getByText('Overlevert', { exact: true }), folder.getByRole('link', { name: 'Last ned mappen (PDF)' }), folder.getByRole('link', { name: 'Last ned alt (ZIP)' })]) {
    await expect(first).toBeInViewport({ ratio: 1 });
  }
  await expect(folder).toContainText('69 500 kr');
  await expect(folder).toContainText('Tillegg/endring 1: Trapp ned til hagen');
  await expect(folder).toContainText('senest 5 år etter overleveringen');
  await expect(folder.getByRole('img')).toHaveCount(3);
  await expect(folder.getByRole('img', { name: 'Ferdig terrasse med trapp mot hagen' })).toBeVisible();
  await expect(folder).toContainText('5001-401/12');
  await expect(folder.getByRole('link', { name: 'FDV terrassebord' })).toBeVisible();
  // Every photo loaded (a broken image has no natural width).
  for (const img of await folder.getByRole('img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await folder.scrollIntoViewIfNeeded();
  await customer.screenshot({ path: join('test-results', 'handover-390.png'), fullPage: true });

  const dir = mkdtempSync(join(tmpdir(), 'handover-e2e-'));
  const pdfDownload = customer.waitForEvent('download');
  await folder.getByRole('link', { name: 'Last ned mappen (PDF)' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^overlevering-SK-.+\.pdf$/);
  const pdfPath = join(dir, pdf.suggestedFilename());
  await pdf.saveAs(pdfPath);
  expect((await run('qpdf', ['--check', pdfPath])).stdout).toContain('No syntax or stream encoding errors found');

  const zipDownload = customer.waitForEvent('download');
  await folder.getByRole('link', { name: 'Last ned alt (ZIP)' }).click();
  const zip = await zipDownload;
  const zipPath = join(dir, zip.suggestedFilename());
  await zip.saveAs(zipPath);
  expect((await run('unzip', ['-tq', zipPath])).stdout).toContain('No errors detected');
  const listing = (await run('unzip', ['-Z1', zipPath])).stdout.trim().split('\n');
  expect(listing).toEqual(expect.arrayContaining([pdf.suggestedFilename(), 'Dokumenter/FDV-dokumentasjon/FDV-terrassebord.pdf', 'Dokumenter/Produktdatablad/Datablad-terrasseskruer.pdf']));
  expect(listing.filter((p) => p.startsWith('Bilder/'))).toHaveLength(3);
  expect(errors).toEqual([]);
  await phone.close();

  const wide = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const desk = await wide.newPage();
  await desk.goto(path);
  await desk.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await desk.getByTestId('handover-folder').scrollIntoViewIfNeeded();
  for (const img of await desk.getByTestId('handover-folder').getByRole('img').all()) await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await desk.screenshot({ path: join('test-results', 'handover-1280.png'), fullPage: true });
  expect(await axeViolations(desk)).toEqual([]);
  await wide.close();
  await page.screenshot({ path: join('test-results', 'handover-admin-1280.png'), fullPage: false });
});
