import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { theme } from '../web/src/theme';
import { themeCss } from './theme-css';

const names = (css: string) => new Set([...css.matchAll(/(--mantine-[\w-]+):/g)].map((m) => m[1]!));

describe('the theme as a stylesheet', () => {
  const css = themeCss(theme);

  it("defines every variable of Mantine's own defaults for the light scheme, so no component reads an undefined one", () => {
    const file = createRequire(import.meta.url).resolve('@mantine/core/styles/default-css-variables.css');
    // Its dark-scheme block does not apply: the site has one colour scheme.
    const light = readFileSync(file, 'utf8').replace(/:root\[data-mantine-color-scheme=['"]?dark['"]?\]\s*\{[^}]*\}/g, '');
    const missing = [...names(light)].filter((name) => !names(css).has(name));
    expect(missing).toEqual([]);
  });

  it("carries the theme's values: brand colours, fonts, radius, breakpoints", () => {
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-oak-filled)');
    expect(css).toContain('--mantine-color-oak-filled: var(--mantine-color-oak-8)');
    expect(css).toContain('--mantine-radius-default: calc(0.5rem * var(--mantine-scale))');
    expect(css).toContain('--mantine-color-forest-6: #4e9360');
    expect(css).toContain("--mantine-font-family: 'Inter Variable'");
    expect(css).toContain("--mantine-font-family-headings: 'Source Serif 4 Variable'");
    expect(css).toContain('--mantine-heading-font-weight: 650');
    expect(css).toContain('--mantine-color-black: #2b2118');
  });

  it('has no dark scheme and says the scheme is light', () => {
    expect(css).not.toMatch(/dark['"]?\]/);
    expect(css).toContain('--mantine-color-scheme: light');
  });
});
