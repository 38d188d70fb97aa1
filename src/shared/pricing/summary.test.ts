import { describe, expect, it } from 'vitest';
import { estimate, summarizeEstimate } from '.';
import { normalizeSpaces } from '../../test/pricing-helpers';
import { calculatorTypes, defaultInputs } from '../calculators';
import type { TerraceInput } from '../calculators/terrace/schema';
import { defaultPublicParameters } from './catalogue';
import { formatNok, formatQuantity, roundKr } from './format';

describe('formatNok', () => {
  it('groups thousands with a non-breaking space and shows whole kroner', () => {
    expect(formatNok(123456)).toBe('123\u00a0456');
    expect(normalizeSpaces(formatNok(1234567))).toBe('1 234 567');
    expect(formatNok(999)).toBe('999');
    expect(formatNok(0)).toBe('0');
    expect(normalizeSpaces(formatNok(1234.6))).toBe('1 235');
  });

  it('formatQuantity uses a decimal comma', () => {
    expect(formatQuantity(12.5)).toBe('12,5');
    expect(formatQuantity(1.234)).toBe('1,23');
    expect(formatQuantity(20)).toBe('20');
  });

  it('roundKr gives whole kroner, never -0 or NaN', () => {
    expect(roundKr(699.9)).toBe(700);
    expect(roundKr(0.4)).toBe(0);
    expect(Object.is(roundKr(-0.2), 0)).toBe(true);
    expect(roundKr(Number.NaN)).toBe(0);
  });
});

describe('summarizeEstimate', () => {
  it('describes a terrace and its estimate in Norwegian', () => {
    const input: TerraceInput = {
      ...defaultInputs.terrace,
      area: 20,
      material: 'ROYAL_GREY',
      fastening: 'HIDDEN',
      foundation: 'POSTS',
      demolish: true,
      stairs: true,
      stairSteps: 3,
      stairWidth: 1.2,
      fence: true,
      fenceLength: 12,
    };
    const result = estimate('terrace', input, defaultPublicParameters('terrace'));
    expect(result.total).toBe(111930); // 71300 + 8000 + 5000 + 9630 + 18000
    const text = normalizeSpaces(summarizeEstimate('terrace', input, result));
    for (const part of [
      'Priskalkulator: Terrasse',
      'Areal: 20 m²',
      'Materiale: Royal impregnert (grå)',
      'Innfesting: Skjult innfesting',
      'Fundament: Stolper',
      'Riving av gammel terrasse: Ja',
      'Trapp: Ja, 3 trinn, 1,2 m bred',
      'Rekkverk: Ja, 12 m',
      'Uforpliktende estimat:',
      '- Terrassebord: Royal impregnert (grå), skjult innfesting (+15 %): 71 300 kr',
      '- Trapp (3 trinn, 1,2 m bred): 9 630 kr',
      'Total estimert pris: 111 930 kr inkl. mva',
      'Dette er et estimat. For en nøyaktig pris, bestill en befaring.',
    ]) {
      expect(text).toContain(part);
    }
    expect(summarizeEstimate('terrace', input, result).split('\n')[0]).toBe('Priskalkulator: Terrasse');
  });

  it('shows an included ground foundation, switches off, empty fields and the OTHER description', () => {
    const input: TerraceInput = { ...defaultInputs.terrace, material: 'OTHER', otherMaterial: 'Kebony' };
    const text = summarizeEstimate('terrace', input, estimate('terrace', input, defaultPublicParameters('terrace')));
    expect(text).toContain('Areal: ikke oppgitt');
    expect(text).toContain('Materiale: Annet materiale (Kebony)');
    expect(text).toContain('- Fundament: På bakken: Inkludert');
    expect(text).toContain('Trapp: Nei');
    expect(text).toContain('Rekkverk: Nei');
    expect(text).toContain('Total estimert pris: 0 kr inkl. mva');
    const noSteps = { ...input, area: 10, stairs: true, stairSteps: undefined };
    expect(summarizeEstimate('terrace', noSteps, estimate('terrace', noSteps, []))).toContain('Trapp: Ja, antall trinn ikke oppgitt');
  });

  it.each([
    ['trim', { ...defaultInputs.trim, length: 12.5, corners: 4, painting: true }, 'Lister', 'Total lengde: 12,5 m', 3025],
    ['kitchen', { ...defaultInputs.kitchen, baseCabinets: 4, countertop: true, sinkCutouts: 1 }, 'Kjøkken', 'Montering av benkeplate: Ja (utsparinger for vask: 1, for platetopp: 0)', 10800],
    ['door', { ...defaultInputs.door, interiorType: 'SLIDING', count: 2, newFrame: true }, 'Dører', 'Dørtype: Skyvedør', 12000],
    ['bathroom', { ...defaultInputs.bathroom, toilet: true }, 'Bad', 'Sanitærutstyr: toalett, dusj', 125000],
  ] as const)('summarises %s with its total', (type, input, label, row, total) => {
    const result = estimate(type, input, defaultPublicParameters(type));
    expect(result.total).toBe(total);
    const text = normalizeSpaces(summarizeEstimate(type, input, result));
    expect(text).toContain(`Priskalkulator: ${label}`);
    expect(text).toContain(row);
    expect(text).toContain(`Total estimert pris: ${normalizeSpaces(formatNok(total))} kr inkl. mva`);
  });

  it.each(calculatorTypes)('%s: the summary of the default form fits an inspection request', (type) => {
    const text = summarizeEstimate(type, defaultInputs[type], estimate(type, defaultInputs[type], defaultPublicParameters(type)));
    expect(text.length).toBeLessThan(5000);
    expect(text).toContain('Total estimert pris:');
  });
});
