import { describe, expect, it } from 'vitest';
import { defaultPublicParameters } from '../pricing/catalogue';
import { exampleEstimate, withChange } from './price-effects';
import { fallbackNotes, fallbackShortNotes, priceValueText } from './price-text';

// Intl writes its digit groups with a non-breaking space; compare as a reader sees it.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('priceValueText', () => {
  it('writes a price as the carpenter reads it, whatever spacing was typed', () => {
    for (const typed of ['3300', '3 300', ' 3\u00a0300 ', '3300,0']) {
      expect(plain(priceValueText('terrace', 'royal_grey_price_per_sqm', typed))).toBe('3 300 kr per m²');
    }
    expect(plain(priceValueText('kitchen', 'countertop_installation', '4500'))).toBe('4 500 kr (fast pris)');
    expect(plain(priceValueText('terrace', 'stairs_price_per_step', '1500,5'))).toBe('1 500,5 kr per trinn');
    expect(priceValueText('terrace', 'royal_stairs_multiplier', '1.5')).toBe('faktor 1,5');
  });

  it('shows a parameter the owner added as a grouped number, or its text as typed', () => {
    expect(plain(priceValueText('trim', 'my_own_price', '12000'))).toBe('12 000');
    expect(priceValueText('trim', 'my_note', ' se tilbud ')).toBe('se tilbud');
  });
});

describe('fallbackNotes', () => {
  const all = defaultPublicParameters('terrace');

  it('a Royal colour says it falls back on the shared Royal price, then the base price', () => {
    const notes = fallbackNotes('terrace', 'royal_grey_price_per_sqm', all);
    expect(notes.fallsBackTo).toBe(
      'Mangler prisen eller er den slått av, bruker kalkulatoren «Royal impregnert per m² (felles)», og deretter «Grunnpris terrassebord per m²».',
    );
    expect(notes.standsIn).toBeNull();
  });

  it('the shared Royal price says whom it stands in for, and whom it serves now', () => {
    expect(fallbackNotes('terrace', 'royal_price_per_sqm', all).standsIn).toBe(
      'Reservepris for «Royal impregnert grå per m²», «Royal impregnert brun per m²» når de mangler egen pris. Alle disse har egen pris nå.',
    );
    const greyOff = withChange(all, 'royal_grey_price_per_sqm', null);
    expect(fallbackNotes('terrace', 'royal_price_per_sqm', greyOff).standsIn).toMatch(/ Brukes nå for «Royal impregnert grå per m²»\.$/);
  });

  it('the base price names the impregnated boards that use it when they have no price', () => {
    const notes = fallbackNotes('terrace', 'base_price_per_sqm', all);
    expect(notes.standsIn).toContain('«Impregnert 28x120 kl. 1 per m²»');
    expect(notes.standsIn).toContain('«Impregnert 21x95 per m²»');
    expect(fallbackNotes('trim', 'corner_price', defaultPublicParameters('trim'))).toEqual({ fallsBackTo: null, standsIn: null });
  });
});

describe('exampleEstimate for one price', () => {
  it('picks an example that reads the price being edited and marks the lines that do', () => {
    const all = defaultPublicParameters('terrace');
    for (const key of ['royal_brown_price_per_sqm', 'impregnated_21x095_price_per_sqm', 'concrete_foundation_price', 'royal_stairs_multiplier']) {
      const ex = exampleEstimate('terrace', all, key);
      expect(ex.using.length, key).toBeGreaterThan(0);
      // The marked line changes with the price.
      const raised = exampleEstimate('terrace', withChange(all, key, '9999'), key, all);
      expect(ex.using.some((i) => raised.lines[i]!.amount !== ex.lines[i]!.amount), key).toBe(true);
    }
  });

  it('the shared Royal price is read by no example while both colours have their own, and by one when grey has none', () => {
    const all = defaultPublicParameters('terrace');
    expect(exampleEstimate('terrace', all, 'royal_price_per_sqm').using).toEqual([]);
    const greyOff = withChange(all, 'royal_grey_price_per_sqm', null);
    const ex = exampleEstimate('terrace', greyOff, 'royal_price_per_sqm');
    expect(ex.using.length).toBeGreaterThan(0);
    expect(ex.rows.join(' ')).toMatch(/grå/i);
  });
});

describe('fallbackShortNotes (the table)', () => {
  it('says in a line what stands in for what', () => {
    const all = defaultPublicParameters('terrace');
    expect(fallbackShortNotes('terrace', 'royal_brown_price_per_sqm', all).fallsBackTo).toBe('Mangler den: Royal impregnert per m² (felles) → Grunnpris terrassebord per m²');
    expect(fallbackShortNotes('terrace', 'royal_price_per_sqm', withChange(all, 'royal_brown_price_per_sqm', null)).standsIn).toBe(
      'Reservepris for 2 andre priser, brukes nå for Royal impregnert brun per m²',
    );
    expect(fallbackShortNotes('terrace', 'royal_stairs_multiplier', all).fallsBackTo).toBe('Mangler den: 1,5');
  });
});
