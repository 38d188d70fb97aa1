import { describe, expect, it } from 'vitest';
import { createQueryClient } from './trpc';

describe('query client defaults (docs/PRODUCT.md §12)', () => {
  it('queries: stale at once, kept 5 minutes, refetched every 60 s, on focus and on mount, never retried', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 0,
      gcTime: 300_000,
      refetchInterval: 60_000,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
      retry: false,
    });
  });

  it('mutations are never retried', () => {
    expect(createQueryClient().getDefaultOptions().mutations).toMatchObject({ retry: false });
  });

  it('each call gives a new client, so tests and requests never share a cache', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
