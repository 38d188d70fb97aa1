import { describe, expect, it } from 'vitest';
import { count, nouns, plural } from './plural';

describe('plural', () => {
  it('uses the singular for one and the plural for everything else, zero included', () => {
    expect(count(1, nouns.inspectionRequest)).toBe('1 befaringsforespørsel');
    expect(count(0, nouns.inspectionRequest)).toBe('0 befaringsforespørsler');
    expect(count(2, nouns.mail)).toBe('2 e-poster');
    expect(plural(1, nouns.image)).toBe('bilde');
  });
  it('groups large numbers the Norwegian way', () => {
    expect(count(1200, nouns.enquiry)).toBe('1\u00a0200 henvendelser');
  });
});
