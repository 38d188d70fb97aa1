import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// A part of a page whose code loads on demand, and which can be loaded ahead: before the server
// renders it (so the HTML has it, not a fallback), on a visitor's intent, or in a route's loader
// before a navigation shows it. Once its code is there it renders in the same pass, without
// suspending; before that it suspends like React.lazy (wrap it in <Suspense>).
//
// A part the server rendered is loaded again in the browser before the page hydrates
// (`preloadPart` in a route's loader, `loadParts` in router.tsx): until then its HTML would
// be on screen but dead, and what a visitor typed into it would be lost when it came alive.

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the code (once); resolves when the part can render without suspending. */
  preload: () => Promise<void>;
  /** Its module's path in the web app (`src/components/…`): how the server finds its scripts and names it to the browser. */
  partName: string;
};

const parts = new Map<string, { preload: () => Promise<void> }>();

export function preloadable<P extends object>(name: string, load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => void (loaded = { default: component }),
      (error: unknown) => {
        // A failed load (a dropped connection) may be tried again.
        loading = undefined;
        throw error;
      },
    ));
  // React settles a lazy component in the same pass when its loader's `then` calls back at once,
  // which a promise never does: a loaded part is handed over through a plain thenable.
  const Lazy = lazy(() =>
    loaded ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(loaded!) } as unknown as Promise<{ default: ComponentType<P> }>) : preload().then(() => loaded!),
  );
  parts.set(name, { preload });
  return Object.assign(Lazy, { preload, partName: name });
}

/** The parts a page's loaders asked for: kept per router, so per server request. */
export type PartsUsed = Set<string>;

/** For a route's loader: loads `part` ahead and notes that this page renders it. */
export function preloadPart(used: PartsUsed, part: { partName: string; preload: () => Promise<void> }): Promise<void> {
  used.add(part.partName);
  return part.preload();
}

/** In the browser, before hydrating: loads the parts the server rendered (a part that fails to load suspends as before). */
export async function loadParts(names: unknown): Promise<void> {
  if (!Array.isArray(names)) return;
  await Promise.all(names.map((name) => parts.get(String(name))?.preload().catch(() => {})));
}
