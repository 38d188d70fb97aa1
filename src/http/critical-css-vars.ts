import { createHash } from 'node:crypto';
import { DomUtils, parseDocument } from 'htmlparser2';
import postcss from 'postcss';
import valueParser from 'postcss-value-parser';

// Mantine's stylesheet defines about five hundred custom properties on :root (its defaults and the theme's),
// and beasties keeps every one of them in a page's critical CSS, since a `:root` rule always matches. A
// first view uses a few dozen; the browser still parses and cascades the rest before its first paint, which
// on a slow phone is a measurable part of the time to the largest paint (decision 0020). So the critical CSS
// keeps only the custom properties that something in the page reads: a declaration of the critical CSS, an
// inline `style` attribute or `<style>` element of the HTML, or a kept custom property. The full stylesheet,
// linked after the load and in <noscript>, defines them all again for what the page draws later.

/** The names of the custom properties a CSS value reads, `var(--a, var(--b))` giving both. */
function readsOf(value: string, into: Set<string>): void {
  if (!value.includes('var(')) return;
  valueParser(value).walk((node) => {
    if (node.type !== 'function' || node.value.toLowerCase() !== 'var') return;
    const name = node.nodes.find((n) => n.type === 'word');
    if (name?.value.startsWith('--')) into.add(name.value);
  });
}

/** What the HTML itself reads: its `style` attributes and `<style>` elements. */
function htmlReads(html: string): Set<string> {
  const reads = new Set<string>();
  const doc = parseDocument(html);
  for (const el of DomUtils.findAll((e) => e.attribs.style !== undefined || e.name === 'style', doc.children)) {
    if (el.attribs.style) readsOf(el.attribs.style, reads);
    if (el.name === 'style') readsOf(DomUtils.textContent(el), reads);
  }
  return reads;
}

/** A critical CSS's custom properties: what each definition reads, and what its other declarations read. */
type Analysis = { reads: Set<string>; definitions: Map<string, Set<string>> };

function analyse(css: string): Analysis {
  const reads = new Set<string>();
  const definitions = new Map<string, Set<string>>();
  postcss.parse(css).walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) return readsOf(decl.value, reads);
    const of = definitions.get(decl.prop) ?? new Set<string>();
    readsOf(decl.value, of);
    definitions.set(decl.prop, of);
  });
  return { reads, definitions };
}

function prune(css: string, keep: Set<string>): string {
  const root = postcss.parse(css);
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !keep.has(decl.prop)) decl.remove();
  });
  // A rule that held only unread custom properties goes too, and an at-rule (a layer, a media query) left empty.
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  for (let emptied = true; emptied; ) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length !== 0) return;
      atRule.remove();
      emptied = true;
    });
  }
  return root.toString();
}

// Pages of one shape have the same critical CSS and read the same properties: both steps are kept (a few
// dozen distinct entries in practice), so a render pays only for reading its HTML.
const analyses = new Map<string, Analysis>();
const results = new Map<string, string>();
const MAX_ENTRIES = 100;

function remember<V>(cache: Map<string, V>, key: string, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, value);
  }
  return value;
}

/** The critical CSS without the custom properties nothing in the page reads. */
export function pruneCustomProperties(css: string, html: string): string {
  const cssKey = createHash('sha256').update(css).digest('base64url');
  const { reads: cssReads, definitions } = remember(analyses, cssKey, () => analyse(css));
  const keep = new Set([...cssReads, ...htmlReads(html)]);
  // A kept custom property keeps those its value reads.
  const queue = [...keep];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const next of definitions.get(name) ?? []) {
      if (keep.has(next)) continue;
      keep.add(next);
      queue.push(next);
    }
  }
  const kept = [...definitions.keys()].filter((name) => keep.has(name));
  if (kept.length === definitions.size) return css;
  return remember(results, `${cssKey} ${kept.join(' ')}`, () => prune(css, keep));
}
