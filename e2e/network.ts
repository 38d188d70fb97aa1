// A slow network, simulated in a route handler: the browser's request is answered late, as on a phone with a
// poor line. This is the one timed wait the browser tests keep, and it is the page's, not the test's: a test
// never sleeps, it waits for what the person would see (Playwright's auto-waiting, expect.poll).
import type { Route } from '@playwright/test';

/** Continues `route` after `ms`, as a slow connection would deliver it. */
export async function deliverLate(route: Route, ms: number): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- the simulated network's delay, not a test waiting
  await new Promise((resolve) => setTimeout(resolve, ms));
  await route.continue();
}
