// The scripts of a server-rendered page start after its first paint.
//
// On a phone, module downloads that start with the HTML compete with the page itself, and the
// browser paints only once its main thread is free of the scripts that arrived meanwhile. The page
// is complete without them (it is rendered on the server), so they start behind the first paint:
// the router is given no preloads to write, its entry <script> is made inert (kept, so the
// browser's copy of the page still matches what React hydrates), and one small inline module
// after it, once the first frame is on screen, adds the page's module preloads and imports the
// entry. A hidden tab has no frames to wait for and starts at once.
//
// "On screen" is the browser's own first-contentful-paint entry where it reports one (every current
// engine does), not the next animation frame: a frame's rendering runs on the main thread well
// before the compositor shows it, and scripts that arrived in between ran first, with the visible
// page waiting on a phone. Where paint timing is missing, the next frame is what there is.

const ENTRY = /<script type="module" src="([^"]+)" nonce="([^"]*)"[^>]*><\/script>/;

const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// Each preload costs the browser several milliseconds to start on a slow phone (about twelve on a
// phone four times slower than this machine), so they are added two at a time, one short task
// each, rather than in one long task that keeps the page from answering a tap.
const BATCH = 2;

// The page's stylesheets are in its HTML already (inlined by the router). Vite loads a lazy chunk's
// stylesheets unless a <link rel="stylesheet"> to them is in the document: a disabled one, never
// fetched, tells it they are there, so they are not loaded twice (nor moved later in the cascade).
// Importing a module evaluates, in one task, every module it needs that has not run yet. The page's
// modules are imported one at a time, dependencies first (the order of `modules`), so each chunk
// runs in a task of its own: on /contact and /calculator the route's chunks together ran for about
// 140 ms on a slow phone in a single task, the longest the page had.
// Should the first contentful paint never be reported (a tab hidden before it, say, which also
// starts the scripts), they start after this long anyway.
const SAFETY_MS = 3000;

const loader = (entry: string, modules: string[], inlinedCss: string[]) =>
  `for(const h of ${js(inlinedCss)}){const l=document.createElement('link');l.rel='stylesheet';l.disabled=true;l.href=h;document.head.append(l)}` +
  `const m=${js(modules)},e=${js(entry)};let s=0,i=0;` +
  `const more=()=>{const f=document.createDocumentFragment();for(const h of m.slice(i,i+=${BATCH})){const l=document.createElement('link');l.rel='modulepreload';l.href=h;f.append(l)}document.head.append(f);if(i<m.length)setTimeout(more)};` +
  `const go=()=>{if(s++)return;more();(async()=>{for(const h of m)await import(h);import(e)})()};` +
  `const P=self.PerformanceObserver;` +
  `if(document.visibilityState==='hidden')go();` +
  `else if(P&&(P.supportedEntryTypes||[]).includes('paint')){` +
  `new P((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});` +
  `document.addEventListener('visibilitychange',go,{once:true});setTimeout(go,${SAFETY_MS})}` +
  `else requestAnimationFrame(()=>setTimeout(go))`;

/**
 * The page's HTML with its entry script started after the first paint, together with `modules`
 * (those of the matched routes, dependencies first), each preloaded and then run in turn before
 * the entry; `inlinedCss` names the stylesheets the page has inline. HTML without an entry script
 * is returned as it is.
 */
export function deferScripts(html: string, modules: string[], inlinedCss: string[] = []): string {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const [tag, src, nonce] = entry;
  const inert = tag.replace('type="module"', 'type="text/x-after-paint"');
  const before = [...new Set(modules)].filter((href) => href !== src);
  return html.replace(tag, `${inert}<script type="module" nonce="${nonce}">${loader(src!, before, [...new Set(inlinedCss)])}</script>`);
}
