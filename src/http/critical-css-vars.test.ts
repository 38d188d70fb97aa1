import { describe, expect, it } from 'vitest';
import { pruneCustomProperties } from './critical-css-vars';

const rootVars = ':root{--used:red;--unused:blue;--chain:var(--link);--link:var(--end, var(--fallback));--end:1px;--fallback:2px;--orphan:var(--end)}';

describe('pruneCustomProperties', () => {
  it('keeps the custom properties a declaration reads, and those their values read in turn, fallbacks included', () => {
    const out = pruneCustomProperties(`${rootVars}.a{color:var(--used);margin:var(--chain)}`, '<p class="a">x</p>');
    for (const name of ['--used', '--chain', '--link', '--end', '--fallback']) expect(out).toContain(`${name}:`);
    expect(out).not.toContain('--unused');
    expect(out).not.toContain('--orphan');
    expect(out).toContain('.a{color:var(--used);margin:var(--chain)}');
  });

  it("keeps what the HTML's style attributes and <style> elements read", () => {
    const html = '<h1 style="--title-fw:var(--used)">x</h1><style>.b{padding:var(--end)}</style>';
    const out = pruneCustomProperties(rootVars, html);
    expect(out).toContain('--used:red');
    expect(out).toContain('--end:1px');
    expect(out).not.toContain('--unused');
    expect(out).not.toContain('--fallback');
  });

  it('drops a rule, and a layer or media query, that held nothing but unread custom properties', () => {
    const css = '@layer mantine{:root{--a:1px}@media (min-width:10em){.x{--b:2px}}.y{color:red}}.z{--c:3px}';
    expect(pruneCustomProperties(css, '<p>x</p>')).toBe('@layer mantine{.y{color:red}}');
    expect(pruneCustomProperties('@layer a{@media print{:root{--a:1px}}}.b{color:red}', '')).toBe('.b{color:red}');
  });

  it('leaves CSS without an unread custom property as it is', () => {
    const css = ':root{--a:1px}\n.a { width: var(--a) }';
    expect(pruneCustomProperties(css, '<p class="a">x</p>')).toBe(css);
  });

  it('keeps every definition of a read custom property, in each rule that sets it', () => {
    const css = ':root{--a:1px}[data-mantine-color-scheme=dark]{--a:2px}.a{width:var(--a)}';
    expect(pruneCustomProperties(css, '')).toBe(css);
  });
});
