import { compileSheet, encodePlan } from 'beasties/compiler';
import { collectPrograms, decodePlan, renderCriticalCss, scanHtml } from 'beasties/runtime';
import { describe, expect, it } from 'vitest';
import { CRITICAL_CSS_ALWAYS } from './build-files';

const tab = ':where([data-mantine-color-scheme=light]) .m_1738fcb2:where([data-active]):before';
const css = `.m_1738fcb2{display:block}${tab}{background-color:var(--sc-color)}.unused:where([data-x]) .other:where([data-y]){color:red}.m_1738fcb2:where([data-active]){color:white}`;
const html = '<html data-mantine-color-scheme="light"><body><label class="m_1738fcb2" data-active="true">Terrasse</label></body></html>';

function critical(allowRules?: RegExp[]) {
  const sheet = decodePlan(encodePlan(compileSheet(css, { allowRules })));
  return renderCriticalCss(sheet, scanHtml(html, collectPrograms([sheet]))).css;
}

describe('CRITICAL_CSS_ALWAYS', () => {
  it('is still needed: beasties drops a selector with two parenthesised pseudo-classes (remove it when this fails)', () => {
    const out = critical();
    expect(out).toContain('.m_1738fcb2{display:block}');
    expect(out).not.toContain('background-color');
  });

  it("puts such rules in every page's critical CSS, and leaves the others to beasties' matching", () => {
    const out = critical(CRITICAL_CSS_ALWAYS);
    expect(out).toContain(`${tab}{background-color:var(--sc-color)}`);
    expect(out).toContain('.m_1738fcb2:where([data-active]){color:white}');
    expect(CRITICAL_CSS_ALWAYS.some((re) => re.test('.m_1738fcb2:where([data-active])'))).toBe(false);
    expect(CRITICAL_CSS_ALWAYS.some((re) => re.test('.a:not(.b):hover'))).toBe(false);
  });
});
