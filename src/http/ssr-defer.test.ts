import { describe, expect, it, vi } from 'vitest';
import { deferScripts } from './ssr-defer';

const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body><main>Innhold</main>${body}</body></html>`;
const entryTag = '<script type="module" src="/assets/entry.js" nonce="abc=="></script>';

describe('scripts after the first paint', () => {
  const html = deferScripts(page(`<script nonce="abc==">$_TSR={}</script>${entryTag}`), ['/assets/entry.js', '/assets/a.js', '/assets/b.js', '/assets/a.js']);

  it('the entry script stays in place but no longer runs by itself', () => {
    expect(html).not.toContain(entryTag);
    expect(html).toContain('<script type="text/x-after-paint" src="/assets/entry.js" nonce="abc=="></script>');
  });

  it('one inline module with the page nonce preloads each module once and imports the entry', () => {
    const loader = /<script type="module" nonce="abc==">(.*?)<\/script>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    expect(loader).toContain('const m=["/assets/a.js","/assets/b.js"],e="/assets/entry.js"');
    expect(loader).toContain('import(e)');
    expect(loader).toContain('requestAnimationFrame');
    // After the inert entry, before anything the page had after it.
    expect(html.indexOf('text/x-after-paint')).toBeLessThan(html.indexOf('import(e)'));
    expect(html.indexOf('import(e)')).toBeLessThan(html.indexOf('</body>'));
  });

  it('without paint timing: modules are preloaded and the entry imported once, after a frame', async () => {
    const loader = /<script type="module" nonce="abc==">(.*?)<\/script>/.exec(html)![1]!;
    const appended: { rel: string; href: string }[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState: 'visible',
      createDocumentFragment: () => ({ items: [] as unknown[], append(l: unknown) { this.items.push(l); } }),
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (f: { items: { rel: string; href: string }[] }) => appended.push(...f.items) },
    };
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'importer', 'self', loader.replaceAll('import(', 'importer('));
    run(document, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f), async (e: string) => void imported.push(e), {});
    expect(imported).toEqual([]);
    frames.forEach((f) => f());
    expect(imported).toEqual([]);
    timers.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(imported).toEqual(['/assets/a.js', '/assets/b.js', '/assets/entry.js']);
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js' },
      { rel: 'modulepreload', href: '/assets/b.js' },
    ]);
  });

  it('with paint timing: nothing starts before the first contentful paint is reported, then once', async () => {
    const loader = /<script type="module" nonce="abc==">(.*?)<\/script>/.exec(html)![1]!;
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { f: () => void; ms?: number }[] = [];
    const listeners: (() => void)[] = [];
    let observer: { callback: (list: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void; options: unknown; disconnected: boolean } | undefined;
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'navigation'];
      constructor(callback: NonNullable<typeof observer>['callback']) {
        observer = { callback, options: undefined, disconnected: false };
      }
      observe(options: unknown) {
        observer!.options = options;
      }
    }
    const document = {
      visibilityState: 'visible',
      createDocumentFragment: () => ({ items: [] as unknown[], append(l: unknown) { this.items.push(l); } }),
      createElement: () => ({ rel: '', href: '' }),
      head: { append: () => {} },
      addEventListener: (type: string, f: () => void) => type === 'visibilitychange' && listeners.push(f),
    };
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'importer', 'self', loader.replaceAll('import(', 'importer('));
    run(document, (f: () => void) => frames.push(f), (f: () => void, ms?: number) => timers.push({ f, ms }), async (e: string) => void imported.push(e), { PerformanceObserver });
    expect(observer?.options).toEqual({ type: 'paint', buffered: true });
    // A frame alone does not start anything; only the safety timer is set.
    frames.forEach((f) => f());
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    // First paint (not contentful) reported: still nothing.
    observer!.callback({ getEntriesByName: () => [] }, { disconnect: () => (observer!.disconnected = true) });
    expect(timers.length).toBe(1);
    observer!.callback({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => (observer!.disconnected = true) });
    expect(observer!.disconnected).toBe(true);
    expect(imported).toEqual([]);
    timers.pop()!.f();
    await vi.waitFor(() => expect(imported).toContain('/assets/entry.js'));
    // The safety timer and a later visibility change find it started: nothing runs twice.
    timers.shift()!.f();
    listeners.forEach((f) => f());
    await new Promise((r) => setTimeout(r, 10));
    expect(imported).toEqual(['/assets/a.js', '/assets/b.js', '/assets/entry.js']);
  });

  it('with paint timing but no contentful paint: the safety timer starts the scripts', async () => {
    const loader = /<script type="module" nonce="abc==">(.*?)<\/script>/.exec(html)![1]!;
    const imported: string[] = [];
    const timers: (() => void)[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
    }
    const document = { visibilityState: 'visible', createDocumentFragment: () => ({ append() {} }), createElement: () => ({}), head: { append() {} }, addEventListener() {} };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'importer', 'self', loader.replaceAll('import(', 'importer('))(document, () => {}, (f: () => void) => timers.push(f), async (e: string) => void imported.push(e), { PerformanceObserver });
    expect(imported).toEqual([]);
    timers.shift()!();
    await vi.waitFor(() => expect(imported).toContain('/assets/entry.js'));
  });

  it('adds many preloads a few per task, each once, in order', () => {
    const many = Array.from({ length: 20 }, (_, i) => `/assets/m${i}.js`);
    const loader = /<script type="module" nonce="abc==">(.*?)<\/script>/.exec(deferScripts(page(entryTag), many))![1]!;
    const appended: string[][] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState: 'hidden',
      createDocumentFragment: () => ({ items: [] as { href: string }[], append(l: { href: string }) { this.items.push(l); } }),
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (f: { items: { href: string }[] }) => appended.push(f.items.map((l) => l.href)) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'importer', 'self', loader.replaceAll('import(', 'importer('))(document, () => {}, (f: () => void) => timers.push(f), async () => {}, {});
    // A hidden tab starts at once; the rest follow one task each.
    while (timers.length) timers.shift()!();
    expect(appended.length).toBeGreaterThan(2);
    expect(Math.max(...appended.map((b) => b.length))).toBeLessThanOrEqual(2);
    expect(appended.flat()).toEqual(many);
  });

  it('marks the inlined stylesheets with disabled links, so a lazy chunk does not fetch them again', () => {
    const out = deferScripts(page(entryTag), ['/assets/a.js'], ['/assets/page.css', '/assets/page.css', '/assets/card.css']);
    const loader = /<script type="module" nonce="abc==">(.*?)<\/script>/.exec(out)![1]!;
    const appended: { rel: string; href: string; disabled: boolean }[] = [];
    const document = {
      visibilityState: 'visible',
      createDocumentFragment: () => ({ append() {} }),
      createElement: () => ({ rel: '', href: '', disabled: false }),
      head: { append: (l: { rel: string; href: string; disabled: boolean }) => appended.push(l) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'importer', 'self', loader.replaceAll('import(', 'importer('))(document, () => {}, () => {}, async () => {}, {});
    expect(appended.filter((l) => l.rel === 'stylesheet')).toEqual([
      { rel: 'stylesheet', href: '/assets/page.css', disabled: true },
      { rel: 'stylesheet', href: '/assets/card.css', disabled: true },
    ]);
  });

  it('imports the page\'s modules one after another, in order, before the entry, each in a task of its own', async () => {
    const out = deferScripts(page(entryTag), ['/assets/entry.js', '/assets/r.js', '/assets/c.js', '/assets/route.js']);
    const loader = /<script type="module" nonce="abc==">(.*?)<\/script>/.exec(out)![1]!;
    const imported: string[] = [];
    let pending = 0;
    const importer = (h: string) => {
      // Each import settles later, as a module's evaluation does: the next waits for it.
      expect(pending).toBe(0);
      pending++;
      imported.push(h);
      return new Promise<void>((r) => setTimeout(() => { pending--; r(); }, 1));
    };
    const document = { visibilityState: 'hidden', createDocumentFragment: () => ({ append() {} }), createElement: () => ({}), head: { append() {} } };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'importer', 'self', loader.replaceAll('import(', 'importer('))(document, () => {}, () => {}, importer, {});
    // Wait for the chain to reach the entry, however slow the machine, then check the whole order.
    await vi.waitFor(() => expect(imported).toContain('/assets/entry.js'), { timeout: 5000 });
    expect(imported).toEqual(['/assets/r.js', '/assets/c.js', '/assets/route.js', '/assets/entry.js']);
  });

  it('a page without an entry script is left alone', () => {
    const plain = page('<p>no scripts</p>');
    expect(deferScripts(plain, ['/assets/a.js'])).toBe(plain);
  });

  it('a module address cannot close the script', () => {
    const out = deferScripts(page(entryTag), ['/assets/</script><script>alert(1)//.js']);
    expect(out).not.toContain('</script><script>alert');
  });
});
