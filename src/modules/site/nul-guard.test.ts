import { describe, expect, it } from 'vitest';
import { containsNul } from './nul-guard';

describe('containsNul', () => {
  it('finds a NUL character in nested strings and keys', () => {
    expect(containsNul({ a: [{ b: 'x\0y' }] })).toBe(true);
    expect(containsNul({ ['k\0']: 1 })).toBe(true);
    expect(containsNul('\0')).toBe(true);
  });

  it('passes ordinary values', () => {
    expect(containsNul({ a: ['Æøå \\u0000 literal', 1, null, true, { b: '' }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
