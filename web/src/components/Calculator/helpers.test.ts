import { describe, expect, it } from 'vitest';
import { calculatorTypes, defaultInputs } from '@shared/calculators';
import { fieldErrors, inspectionProjectTypeFor, parseNumberInput } from './helpers';

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
    for (const type of calculatorTypes) expect(fieldErrors(type, { ...defaultInputs[type] })).toEqual({});
  });
  it('reports the schema message per field', () => {
    expect(fieldErrors('bathroom', { ...defaultInputs.bathroom, area: 45 })).toEqual({ area: 'Arealet må være mellom 1 og 30 m²' });
    expect(fieldErrors('bathroom', { ...defaultInputs.bathroom, area: 0 }).area).toBe('Arealet må være mellom 1 og 30 m²');
    expect(fieldErrors('terrace', { ...defaultInputs.terrace, stairs: true, stairSteps: 12 })).toEqual({
      stairSteps: 'Antall trinn må være mellom 1 og 10',
    });
  });
  it('ignores fields that are hidden behind a switch or choice', () => {
    expect(fieldErrors('terrace', { ...defaultInputs.terrace, area: 20, stairs: false, stairSteps: 12 })).toEqual({});
    expect(fieldErrors('terrace', { ...defaultInputs.terrace, area: 20, fence: false, fenceLength: -1 })).toEqual({});
    expect(fieldErrors('kitchen', { ...defaultInputs.kitchen, countertop: false, sinkCutouts: 2.5 })).toEqual({});
    expect(fieldErrors('kitchen', { ...defaultInputs.kitchen, countertop: true, sinkCutouts: 2.5 })).toEqual({
      sinkCutouts: 'Antallet må være et helt tall',
    });
  });
});
