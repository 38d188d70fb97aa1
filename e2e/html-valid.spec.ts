// The server's HTML of every public page, every token page and the admin login passes the Nu HTML
// Checker (vnu, the W3C validator's engine) with no errors. One Java process checks them all.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { calculatorMeta } from '../src/shared/calculators/meta';
import { publicPages } from '../src/shared/public-pages';
import { expect, test } from './fixtures';
import { publicProjects } from './public-helpers';
import { makeTokenPages } from './token-pages';

// The jar the vnu-jar package ships; Java comes from the system (Debian's default-jre-headless).
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number };

test('vnu finds no error in the HTML of any public page, token page or the admin login', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await playwright.request.newContext({ baseURL });
  const tokens = await makeTokenPages(owner, `vnu${Date.now().toString(36)}`, 1);
  await owner.dispose();
  const visitor = await playwright.request.newContext({ baseURL });
  const project = (await publicProjects(visitor))[0]!;
  const byPattern: Record<string, string> = { '/projects/{id}': `/projects/${project.id}`, '/estimat/{token}': tokens.estimate, '/tilbud/{token}': tokens.quote, '/befaring/{token}': tokens.befaring, '/omtale/{token}': tokens.review };
  const paths = [
    ...publicPages.map((p) => byPattern[p.path] ?? p.path),
    ...Object.keys(calculatorMeta).map((type) => `/calculator?type=${type}`),
    '/contact?tab=inspection',
    '/finnes-ikke',
    '/admin/login',
  ];
  expect(paths.filter((p) => p.includes('{'))).toEqual([]);

  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files: Record<string, string> = {};
    for (const [i, path] of paths.entries()) {
      const res = await visitor.get(path);
      expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, await res.body());
      files[file] = path;
    }
    const { stdout } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--exit-zero-always',
      // A page's inline critical CSS is the site's stylesheet, which vnu's CSS checker (behind the browsers: text-box-trim,
      // @starting-style) never checked as a file; this test checks the HTML.
      '--filterpattern', 'CSS: .*', '--format', 'json', '--stdout', ...Object.keys(files)], { maxBuffer: 64 * 1024 * 1024 });
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages.map((m) => ({ page: files[decodeURIComponent(new URL(m.url ?? 'file:///').pathname)] ?? m.url, line: m.lastLine, message: m.message, extract: m.extract }));
    expect(errors).toEqual([]);
  } finally {
    await visitor.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});
