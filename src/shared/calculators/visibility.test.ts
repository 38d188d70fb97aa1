import { describe, expect, it } from 'vitest';
import { defaultInputs, hiddenFields, parseCalculatorInput, plainInput, visibleInput } from '.';
import { estimate, summarizeEstimate } from '../pricing';
import { defaultPublicParameters } from '../pricing/catalogue';
import { attachedEstimateSchema, invalidEstimateMessage } from '../schemas/enquiry';

describe('hiddenFields', () => {
  it('names what a switch or choice hides', () => {
    expect(hiddenFields('terrace', defaultInputs.terrace)).toEqual(['otherMaterial', 'stairWidth', 'stairSteps', 'fenceLength']);
    expect(hiddenFields('terrace', { ...defaultInputs.terrace, material: 'OTHER', stairs: true, fence: true })).toEqual([]);
    expect(hiddenFields('kitchen', defaultInputs.kitchen)).toEqual(['sinkCutouts', 'hobCutouts']);
    expect(hiddenFields('kitchen', { ...defaultInputs.kitchen, countertop: true })).toEqual([]);
    expect(hiddenFields('door', { ...defaultInputs.door, doorType: 'EXTERIOR' })).toEqual(['interiorType']);
    expect(hiddenFields('door', defaultInputs.door)).toEqual([]);
    expect(hiddenFields('trim', defaultInputs.trim)).toEqual([]);
    expect(hiddenFields('bathroom', defaultInputs.bathroom)).toEqual([]);
  });

  it('reads raw input with the defaults of missing switches and choices', () => {
    expect(hiddenFields('terrace', { area: 10, stairSteps: 3 })).toContain('stairSteps');
    expect(hiddenFields('kitchen', {})).toEqual(['sinkCutouts', 'hobCutouts']);
    expect(hiddenFields('door', {})).toEqual([]);
    // A switch that is not a real boolean does not reveal anything.
    expect(hiddenFields('terrace', { stairs: 'true' })).toContain('stairSteps');
  });
});

describe('visibleInput', () => {
  it('drops hidden fields and leaves the rest untouched', () => {
    const input = { ...defaultInputs.terrace, area: 20, stairs: false, stairSteps: 12, stairWidth: 3, otherMaterial: 'Kebony' };
    const visible = visibleInput('terrace', input);
    expect(visible).not.toHaveProperty('stairSteps');
    expect(visible).not.toHaveProperty('stairWidth');
    expect(visible).not.toHaveProperty('otherMaterial');
    expect(visible).toMatchObject({ area: 20, stairs: false, material: 'IMPREGNATED_28X120_KL1' });
    expect(input.stairSteps).toBe(12);
  });

  it('returns the same object when nothing is hidden', () => {
    const input = { ...defaultInputs.bathroom };
    expect(visibleInput('bathroom', input)).toBe(input);
  });
});

describe('parseCalculatorInput', () => {
  it('ignores a stale invalid value behind a switch that is off', () => {
    const parsed = parseCalculatorInput('terrace', { area: 18, stairs: false, stairSteps: 12 });
    expect(parsed.success).toBe(true);
    expect(parsed.success && parsed.data).not.toHaveProperty('stairSteps');
  });

  it('still refuses it while the switch is on', () => {
    const parsed = parseCalculatorInput('terrace', { area: 18, stairs: true, stairSteps: 12 });
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.error.issues[0]?.message).toBe('Antall trinn må være mellom 1 og 10');
  });

  it('does not bring back a default for a hidden field', () => {
    const parsed = parseCalculatorInput('door', { doorType: 'EXTERIOR', interiorType: 'NONSENSE', count: 2 });
    expect(parsed).toEqual({ success: true, data: { doorType: 'EXTERIOR', count: 2, newFrame: false } });
    const kitchen = parseCalculatorInput('kitchen', { baseCabinets: 2, sinkCutouts: -4 });
    expect(kitchen.success && plainInput(kitchen.data)).toEqual({ baseCabinets: 2, countertop: false, removeOld: false });
  });

  it('prices and summarises a visible input exactly like the full one', () => {
    const full = { ...defaultInputs.kitchen, baseCabinets: 3, sinkCutouts: 2, hobCutouts: 1 };
    const params = defaultPublicParameters('kitchen');
    const visible = visibleInput('kitchen', full);
    expect(estimate('kitchen', visible, params)).toEqual(estimate('kitchen', full, params));
    expect(summarizeEstimate('kitchen', visible, estimate('kitchen', visible, params))).not.toContain('utsparinger');
  });
});

describe('plainInput', () => {
  it('keeps plain values and drops empty or non-finite ones', () => {
    expect(plainInput({ ...defaultInputs.terrace, area: 20 })).toEqual({
      area: 20,
      material: 'IMPREGNATED_28X120_KL1',
      fastening: 'VISIBLE',
      foundation: 'GROUND',
      demolish: false,
      stairs: false,
      stairSteps: 1,
      fence: false,
    });
    expect(plainInput({ a: Number.NaN, b: null, c: 'x', d: undefined, e: Infinity })).toEqual({ c: 'x' });
  });
});

describe('attachedEstimateSchema', () => {
  it('keeps only the type, the parsed visible input and the shown total; a client total or lines are dropped', () => {
    const parsed = attachedEstimateSchema.parse({
      type: 'terrace',
      input: { area: 20, stairs: false, stairSteps: 12, fenceLength: null },
      shownTotal: 44000,
      total: 1,
      lines: [{ label: 'Gratis', amount: 1 }],
    });
    expect(parsed).toEqual({
      type: 'terrace',
      input: { ...visibleInput('terrace', defaultInputs.terrace), area: 20 },
      shownTotal: 44000,
    });
  });

  it('drops a shown total that is not a sensible number instead of refusing the request', () => {
    expect(attachedEstimateSchema.parse({ type: 'trim', input: { length: 3 }, shownTotal: -5 }).shownTotal).toBeUndefined();
    expect(attachedEstimateSchema.parse({ type: 'trim', input: { length: 3 }, shownTotal: 'mye' }).shownTotal).toBeUndefined();
  });

  it.each([
    [{ type: 'garage', input: {} }, `${invalidEstimateMessage}: Ukjent kalkulatortype`],
    [{ type: 'terrace', input: 'area=20' }, invalidEstimateMessage],
    [{ type: 'terrace' }, invalidEstimateMessage],
    ['terrace', invalidEstimateMessage],
    [{ type: 'terrace', input: { area: -5 } }, `${invalidEstimateMessage}: Verdien kan ikke være negativ`],
    [{ type: 'terrace', input: { area: 20, stairs: true, stairSteps: 12 } }, `${invalidEstimateMessage}: Antall trinn må være mellom 1 og 10`],
    [{ type: 'bathroom', input: { area: 45 } }, `${invalidEstimateMessage}: Arealet må være mellom 1 og 30 m²`],
    [{ type: 'door', input: { count: '2' } }, `${invalidEstimateMessage}: Skriv inn et gyldig tall`],
  ])('refuses %j with a Norwegian message', (value, message) => {
    const result = attachedEstimateSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('points an input issue at the field', () => {
    const result = attachedEstimateSchema.safeParse({ type: 'terrace', input: { area: -5 } });
    expect(result.error?.issues[0]?.path).toEqual(['input', 'area']);
  });
});
