import { describe, expect, it } from 'vitest';
import { defaultInputs } from '../../../../src/shared/schemas/calculator';
import { attachedInput, fieldErrors, hiddenFields, inspectionProjectTypeFor, parseNumberInput } from './helpers';

describe('parseNumberInput', () => {
  it('keeps numbers and reads partial or comma entries', () => {
    expect(parseNumberInput(12.5)).toBe(12.5);
    expect(parseNumberInput('12.')).toBe(12);
    expect(parseNumberInput('12,5')).toBe(12.5);
    expect(parseNumberInput('0.50')).toBe(0.5);
  });
  it('treats an empty field as undefined unless an empty value is given', () => {
    expect(parseNumberInput('')).toBeUndefined();
    expect(parseNumberInput('  ')).toBeUndefined();
    expect(parseNumberInput(undefined)).toBeUndefined();
    expect(parseNumberInput('', 0)).toBe(0);
  });
  it('rejects junk', () => {
    expect(parseNumberInput('.')).toBeUndefined();
    expect(parseNumberInput('abc')).toBeUndefined();
    expect(parseNumberInput('-3')).toBeUndefined();
    expect(parseNumberInput(Number.NaN)).toBeUndefined();
  });
});

describe('inspectionProjectTypeFor', () => {
  it('maps calculators to inspection project types', () => {
    expect(inspectionProjectTypeFor).toEqual({
      terrace: 'terrace',
      bathroom: 'renovation',
      kitchen: 'renovation',
      trim: 'interior',
      door: 'interior',
    });
  });
});

describe('fieldErrors', () => {
  it('is empty for the defaults', () => {
    expect(fieldErrors('bathroom', defaultInputs.bathroom)).toEqual({});
    expect(fieldErrors('terrace', { ...defaultInputs.terrace, area: 20 })).toEqual({});
  });
  it('reports the schema message per field', () => {
    expect(fieldErrors('bathroom', { ...defaultInputs.bathroom, area: 45 })).toEqual({ area: 'Arealet må være mellom 1 og 30 m²' });
    expect(fieldErrors('bathroom', { ...defaultInputs.bathroom, area: 0 }).area).toBe('Arealet må være mellom 1 og 30 m²');
    expect(fieldErrors('terrace', { ...defaultInputs.terrace, stairs: true, stairSteps: 12 })).toEqual({
      stairSteps: 'Antall trinn må være mellom 1 og 10',
    });
  });
  it('ignores fields that are hidden behind a switch or choice', () => {
    expect(fieldErrors('terrace', { ...defaultInputs.terrace, stairs: false, stairSteps: 12 })).toEqual({});
    expect(hiddenFields('kitchen', defaultInputs.kitchen)).toEqual(['sinkCutouts', 'hobCutouts']);
    expect(hiddenFields('kitchen', { ...defaultInputs.kitchen, countertop: true })).toEqual([]);
    expect(hiddenFields('door', { ...defaultInputs.door, doorType: 'EXTERIOR' })).toEqual(['interiorType']);
    expect(hiddenFields('terrace', { ...defaultInputs.terrace, material: 'OTHER', stairs: true, fence: true })).toEqual([]);
  });
});

describe('attachedInput', () => {
  it('drops empty fields and keeps plain values', () => {
    expect(attachedInput({ ...defaultInputs.terrace, area: 20 })).toEqual({
      area: 20,
      material: 'IMPREGNATED_28X120_KL1',
      fastening: 'VISIBLE',
      foundation: 'GROUND',
      demolish: false,
      stairs: false,
      stairSteps: 1,
      fence: false,
    });
    expect(attachedInput({ a: Number.NaN, b: null, c: 'x' })).toEqual({ c: 'x' });
  });
});
