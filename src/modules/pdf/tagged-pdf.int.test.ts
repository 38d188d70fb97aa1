// The PDFs a customer gets (the saved estimate, the quote, the angreskjema), as the routes serve them,
// are tagged PDF/UA: a structure tree in reading order, the language, the title shown by viewers. And
// they pass the tools others use on them: qpdf --check, and pdffonts finds every font embedded.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seeders/database-seeder';
import { angreskjemaTitle } from '../../shared/angrerett';
import { todayInOslo } from '../../shared/dates';
import { savedEstimateLabel } from '../../shared/labels';
import { createHarness, loginCookie, type Harness } from '../../test/harness';

const run = promisify(execFile);
let h: Harness;
let dir: string;
const pdfs: Record<'estimate' | 'quote' | 'angreskjema', { file: string; bytes: Buffer }> = {} as never;

beforeAll(async () => {
  h = await createHarness({ ENQUIRY_MIN_FILL_SECONDS: '0' });
  await seedDatabase(h.orm.em.fork());
  const cookie = await loginCookie(h.app);
  const post = async (url: string, payload: object, admin = false) => {
    const res = await h.app.inject({ method: 'POST', url, payload, headers: admin ? { cookie } : {} });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const estimate = await post('/api/estimates', { type: 'trim', input: { length: 10, corners: 2 } });
  const enquiry = await post('/api/inspection', { type: 'inspection', name: 'Kari Nordmann', email: 'kari@example.no', phone: '+47 912 34 567', address: 'Storgata 1, 7011 Trondheim', projectType: 'terrace', message: 'Ny terrasse.' });
  const validUntil = new Date(`${todayInOslo()}T12:00:00Z`);
  validUntil.setUTCDate(validUntil.getUTCDate() + 30);
  const quote = await post(`/api/admin/contact-submissions/${enquiry.id}/quotes`, { lines: [{ text: 'Terrasse', quantity: 30, unit: 'm²', unitPrice: 2500 }], priceType: 'fixed', validUntil: validUntil.toISOString().slice(0, 10) }, true);
  const sent = await post(`/api/admin/quotes/${quote.id}/send`, {}, true);
  dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  const paths = { estimate: `${new URL(estimate.url).pathname}.pdf`, quote: `${new URL(sent.url).pathname}.pdf`, angreskjema: `${new URL(sent.url).pathname}/angreskjema.pdf` };
  for (const [name, path] of Object.entries(paths)) {
    const res = await h.app.inject({ method: 'GET', url: path });
    expect(res.headers['content-type'], path).toBe('application/pdf');
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, res.rawPayload);
    pdfs[name as keyof typeof pdfs] = { file, bytes: res.rawPayload };
  }
});
afterAll(async () => {
  await h?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

type StructNode = { role?: string; type?: string; children?: StructNode[] };
const roles = (node: StructNode): string[] => (node.role ? [node.role, ...(node.children ?? []).flatMap(roles)] : []);

/** What pdf.js (Firefox's reader) finds: the tagging flag, the info, the viewer preference and page 1's structure. */
async function readBack(bytes: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  try {
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } };
    const tree = (await (await doc.getPage(1)).getStructTree()) as StructNode;
    return { marked: (await doc.getMarkInfo())?.Marked, title: info.Title, language: info.Language, displayTitle: ((await doc.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null)?.DisplayDocTitle, roles: roles(tree) };
  } finally {
    await doc.destroy();
  }
}

/** The document catalog as qpdf reads it (its JSON form of the file's objects). */
async function catalog(file: string): Promise<Record<string, unknown>> {
  const { stdout } = await run('qpdf', ['--json=2', '--json-key=qpdf', file], { maxBuffer: 64 * 1024 * 1024 });
  const [, objects] = (JSON.parse(stdout) as { qpdf: [unknown, Record<string, { value: Record<string, unknown> }>] }).qpdf;
  const root = objects.trailer!.value['/Root'] as string;
  return objects[`obj:${root}`]!.value;
}

describe.each(['estimate', 'quote', 'angreskjema'] as const)('the %s PDF', (name) => {
  const titles = { estimate: savedEstimateLabel, quote: /^Tilbud SK-/, angreskjema: angreskjemaTitle };

  it('is tagged: a structure tree in reading order, the language nb, and its title shown by viewers', async () => {
    const pdf = await readBack(pdfs[name].bytes);
    expect(pdf.marked).toBe(true);
    expect(pdf.language).toBe('nb');
    expect(pdf.title).toMatch(titles[name]);
    expect(pdf.displayTitle).toBe(true);
    // Root, the document, the letterhead's two paragraphs, then the page's title.
    expect(pdf.roles.slice(0, 5)).toEqual(['Root', 'Document', 'P', 'P', 'H1']);
    if (name !== 'angreskjema') expect(pdf.roles).toEqual(expect.arrayContaining(['H2', 'Table', 'TR', 'TD']));
    const cat = await catalog(pdfs[name].file);
    expect(cat['/StructTreeRoot']).toBeDefined();
    expect(cat['/Lang']).toBe('u:nb');
    expect(cat['/MarkInfo']).toBeDefined();
  });

  it('passes qpdf --check, and pdffonts lists every font as embedded', async () => {
    await expect(run('qpdf', ['--check', pdfs[name].file])).resolves.toBeDefined();
    const { stdout } = await run('pdffonts', [pdfs[name].file]);
    // pdffonts prints a header, a rule of dashes whose runs give the columns, then a row per font.
    const [header, rule, ...rows] = stdout.trimEnd().split('\n');
    const columns = [...rule!.matchAll(/-+/g)].map((m) => ({ name: header!.slice(m.index, m.index + m[0].length).trim(), from: m.index, to: m.index + m[0].length }));
    const emb = columns.find((c) => c.name === 'emb')!;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.slice(emb.from, emb.to).trim())).toEqual(rows.map(() => 'yes'));
  });
});
