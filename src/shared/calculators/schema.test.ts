import { describe, expect, it } from 'vitest';
import { calculatorInputSchema, calculatorTypes, canCalculate, defaultInputs, estimateRequestSchema } from '.';
import { bathroomInputSchema } from './bathroom/schema';
import { doorInputSchema } from './door/schema';
import { kitchenInputSchema } from './kitchen/schema';
import { terraceInputSchema } from './terrace/schema';
import { trimInputSchema } from './trim/schema';

/** The messages of a failed parse, or [] when it succeeds. */
function errors(schema: { safeParse(v: unknown): { error?: { issues: Array<{ message: string }> } } }, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
}

describe('calculator schemas', () => {
  it.each(calculatorTypes)('%s: the default inputs are valid and survive parsing', (type) => {
    const parsed = calculatorInputSchema(type).parse(defaultInputs[type]);
    expect(parsed).toEqual(defaultInputs[type]);
  });

  it('fills in switches and choices that a client leaves out', () => {
    expect(terraceInputSchema().parse({ area: 20 })).toEqual({
      area: 20,
      material: 'IMPREGNATED_28X120_KL1',
      fastening: 'VISIBLE',
      foundation: 'GROUND',
      demolish: false,
      stairs: false,
      fence: false,
    });
    expect(bathroomInputSchema().parse({})).toEqual(defaultInputs.bathroom);
    expect(doorInputSchema().parse({ count: 1 })).toEqual(defaultInputs.door);
    expect(trimInputSchema().parse({})).toEqual({ removeOld: false, painting: false });
  });

  it('accepts empty (undefined) numeric fields', () => {
    expect(errors(kitchenInputSchema(), {})).toEqual([]);
    expect(errors(terraceInputSchema(), { area: undefined, stairWidth: undefined, stairSteps: undefined })).toEqual([]);
  });

  it.each([
    [{ area: -1 }, 'Verdien kan ikke være negativ'],
    [{ area: Number.NaN }, 'Skriv inn et gyldig tall'],
    [{ area: Number.POSITIVE_INFINITY }, 'Skriv inn et gyldig tall'],
    [{ area: '20' }, 'Skriv inn et gyldig tall'],
    [{ area: null }, 'Skriv inn et gyldig tall'],
    [{ area: 10_001 }, 'Verdien kan ikke være større enn 10000'],
    [{ stairWidth: 101 }, 'Verdien kan ikke være større enn 100'],
    [{ fenceLength: -0.5 }, 'Verdien kan ikke være negativ'],
    [{ stairSteps: 0 }, 'Antall trinn må være mellom 1 og 10'],
    [{ stairSteps: 11 }, 'Antall trinn må være mellom 1 og 10'],
    [{ stairSteps: 2.5 }, 'Antall trinn må være mellom 1 og 10'],
    [{ material: 'ROYAL' }, 'Velg materiale'],
    [{ fastening: 'GLUE' }, 'Velg innfesting'],
    [{ foundation: 'AIR' }, 'Velg fundament'],
    [{ demolish: 'yes' }, 'Ugyldig valg (ja/nei)'],
    [{ otherMaterial: 'x'.repeat(101) }, 'Beskrivelsen kan ha maks 100 tegn'],
  ])('terrace rejects %j', (value, message) => {
    expect(errors(terraceInputSchema(), value)).toEqual([message]);
  });

  it('terrace accepts the limits', () => {
    expect(errors(terraceInputSchema(), { area: 10_000, stairSteps: 1, stairWidth: 100, fenceLength: 0 })).toEqual([]);
    expect(errors(terraceInputSchema(), { stairSteps: 10, otherMaterial: 'x'.repeat(100) })).toEqual([]);
  });

  it.each([
    [trimInputSchema(), { length: -2 }, 'Verdien kan ikke være negativ'],
    [trimInputSchema(), { corners: 1.5 }, 'Antallet må være et helt tall'],
    [trimInputSchema(), { length: 20_000 }, 'Verdien kan ikke være større enn 10000'],
    [kitchenInputSchema(), { baseCabinets: -1 }, 'Verdien kan ikke være negativ'],
    [kitchenInputSchema(), { drawers: 1001 }, 'Verdien kan ikke være større enn 1000'],
    [kitchenInputSchema(), { appliances: Number.NaN }, 'Skriv inn et gyldig tall'],
    [kitchenInputSchema(), { countertop: 1 }, 'Ugyldig valg (ja/nei)'],
    [doorInputSchema(), { count: -3 }, 'Verdien kan ikke være negativ'],
    [doorInputSchema(), { count: 0.5 }, 'Antallet må være et helt tall'],
    [doorInputSchema(), { doorType: 'GARAGE' }, 'Velg dørtype'],
    [doorInputSchema(), { interiorType: 'FOLDING' }, 'Velg type innerdør'],
    [bathroomInputSchema(), { area: 0 }, 'Arealet må være mellom 1 og 30 m²'],
    [bathroomInputSchema(), { area: 30.5 }, 'Arealet må være mellom 1 og 30 m²'],
    [bathroomInputSchema(), { area: Number.NaN }, 'Skriv inn et gyldig tall'],
    [bathroomInputSchema(), { tile: 'gold' }, 'Velg flisstandard'],
    [bathroomInputSchema(), { shower: 'on' }, 'Ugyldig valg (ja/nei)'],
  ] as const)('rejects nonsense: %#', (schema, value, message) => {
    expect(errors(schema, value)).toEqual([message]);
  });

  it('bathroom area accepts 1 to 30', () => {
    expect(errors(bathroomInputSchema(), { area: 1 })).toEqual([]);
    expect(errors(bathroomInputSchema(), { area: 30 })).toEqual([]);
    expect(errors(bathroomInputSchema(), { area: 4.5 })).toEqual([]);
  });
});

describe('estimateRequestSchema', () => {
  it('parses a request per type and validates its input', () => {
    expect(estimateRequestSchema().parse({ type: 'door', input: { count: 2 } })).toEqual({
      type: 'door',
      input: { doorType: 'INTERIOR', interiorType: 'STANDARD', count: 2, newFrame: false },
    });
    for (const type of calculatorTypes) {
      expect(estimateRequestSchema().safeParse({ type, input: defaultInputs[type] }).success).toBe(true);
    }
  });

  it('rejects unknown types, missing input and invalid input', () => {
    expect(errors(estimateRequestSchema(), { type: 'garage', input: {} })).toEqual(['Ukjent kalkulatortype']);
    expect(errors(estimateRequestSchema(), { input: {} })).toEqual(['Ukjent kalkulatortype']);
    expect(estimateRequestSchema().safeParse({ type: 'trim' }).success).toBe(false);
    const bad = estimateRequestSchema().safeParse({ type: 'terrace', input: { area: -5 } });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['input', 'area'], message: 'Verdien kan ikke være negativ' });
  });
});

describe('canCalculate', () => {
  it('terrace needs an area above 0', () => {
    expect(canCalculate('terrace', defaultInputs.terrace)).toBe(false);
    expect(canCalculate('terrace', { ...defaultInputs.terrace, area: 0 })).toBe(false);
    expect(canCalculate('terrace', { ...defaultInputs.terrace, area: -1 })).toBe(false);
    expect(canCalculate('terrace', { ...defaultInputs.terrace, area: Number.NaN })).toBe(false);
    expect(canCalculate('terrace', { ...defaultInputs.terrace, area: 0.5 })).toBe(true);
  });

  it('trim needs a length above 0', () => {
    expect(canCalculate('trim', defaultInputs.trim)).toBe(false);
    expect(canCalculate('trim', { ...defaultInputs.trim, length: 0 })).toBe(false);
    expect(canCalculate('trim', { ...defaultInputs.trim, length: 12 })).toBe(true);
  });

  it('kitchen needs base or wall cabinets above 0', () => {
    expect(canCalculate('kitchen', defaultInputs.kitchen)).toBe(false);
    expect(canCalculate('kitchen', { ...defaultInputs.kitchen, drawers: 5, appliances: 2, countertop: true })).toBe(false);
    expect(canCalculate('kitchen', { ...defaultInputs.kitchen, baseCabinets: undefined, wallCabinets: undefined })).toBe(false);
    expect(canCalculate('kitchen', { ...defaultInputs.kitchen, baseCabinets: 1 })).toBe(true);
    expect(canCalculate('kitchen', { ...defaultInputs.kitchen, wallCabinets: 1 })).toBe(true);
  });

  it('door needs a count above 0', () => {
    expect(canCalculate('door', defaultInputs.door)).toBe(true);
    expect(canCalculate('door', { ...defaultInputs.door, count: undefined })).toBe(false);
    expect(canCalculate('door', { ...defaultInputs.door, count: 0 })).toBe(false);
  });

  it('bathroom needs an area above 0 (an empty field becomes 0)', () => {
    expect(canCalculate('bathroom', defaultInputs.bathroom)).toBe(true);
    expect(canCalculate('bathroom', { ...defaultInputs.bathroom, area: 0 })).toBe(false);
    expect(canCalculate('bathroom', { ...defaultInputs.bathroom, area: -2 })).toBe(false);
  });
});
