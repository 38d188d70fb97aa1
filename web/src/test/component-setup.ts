// Setup for the component tier (vitest project `component`, happy-dom): what Mantine needs from a browser that
// happy-dom does not give, and a clean page and toast store after every test.
import { notifications } from '@mantine/notifications';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';


// Mantine's hooks (useMediaQuery, useReducedMotion, color scheme) read matchMedia: nothing matches here.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Mantine's ScrollArea, Select dropdowns and SegmentedControl observe sizes; nothing is laid out here.
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Mantine's autosizing Textarea listens for web fonts arriving; there are none here.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }), configurable: true });
}

// No layout, so nothing to scroll; components still ask for it (focus moves, results scrolled into view).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => {};

// findBy*/waitFor wait up to 5 s (testing-library's default is 1 s): a lazily imported module (the form schemas,
// the calendar) is transformed on first use, which on a busy machine takes longer than a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // One toast store for the whole module graph: a test starts without the last one's toast.
  notifications.clean();
  sessionStorage.clear();
});
