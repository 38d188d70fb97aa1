import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalculatorInputs, calculatorInputSchema, calculatorLimits as lim, type CalculatorType } from '.';
import { estimate } from '../pricing';
import { defaultPublicParameters } from '../pricing/catalogue';
import { formatNok } from '../pricing/format';
import { parseDecimal, type PublicPricingParameter } from '../pricing/params';
import { tileStandards } from './bathroom/schema';
import { doorTypes, interiorDoorTypes } from './door/schema';
import { fasteningTypes, foundationTypes, terraceMaterials } from './terrace/schema';

const measure = (max: number) => fc.option(fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true }), { nil: undefined });
const count = (max: number = lim.maxCount) => fc.option(fc.integer({ min: 0, max }), { nil: undefined });

const arbitraries: { [K in CalculatorType]: fc.Arbitrary<CalculatorInputs[K]> } = {
  terrace: fc.record({
    area: measure(lim.maxArea),
    material: fc.constantFrom(...terraceMaterials),
    otherMaterial: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
    fastening: fc.constantFrom(...fasteningTypes),
    foundation: fc.constantFrom(...foundationTypes),
    demolish: fc.boolean(),
    stairs: fc.boolean(),
    stairWidth: measure(lim.maxStairWidth),
    stairSteps: fc.option(fc.integer({ min: lim.minSteps, max: lim.maxSteps }), { nil: undefined }),
    fence: fc.boolean(),
    fenceLength: measure(lim.maxLength),
  }),
  trim: fc.record({ length: measure(lim.maxLength), corners: count(), removeOld: fc.boolean(), painting: fc.boolean() }),
  kitchen: fc.record({
    baseCabinets: count(),
    wallCabinets: count(),
    drawers: count(),
    countertop: fc.boolean(),
    sinkCutouts: count(),
    hobCutouts: count(),
    appliances: count(),
    removeOld: fc.boolean(),
  }),
  door: fc.record({
    doorType: fc.constantFrom(...doorTypes),
    interiorType: fc.constantFrom(...interiorDoorTypes),
    count: count(),
    newFrame: fc.boolean(),
  }),
  bathroom: fc.record({
    area: fc.double({ min: lim.minBathroomArea, max: lim.maxBathroomArea, noNaN: true }),
    tile: fc.constantFrom(...tileStandards),
    toilet: fc.boolean(),
    sink: fc.boolean(),
    shower: fc.boolean(),
    bathtub: fc.boolean(),
    heatedFloor: fc.boolean(),
    ventilation: fc.boolean(),
  }),
};

/**
 * A value as an administrator might type it: a price, a negative typo, or something non-numeric
 * (nb-NO formatting writes a negative number with U+2212, which is not a number to the engine).
 */
const valueArb = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }).map(String),
  fc.double({ min: 0, max: 100_000, noNaN: true }).map(String),
  fc.integer({ min: 0, max: 100_000 }).map((n) => formatNok(n)),
  fc.double({ min: 0, max: 10, noNaN: true }).map((n) => n.toFixed(2).replace('.', ',')),
  fc.integer({ min: -100_000, max: -1 }).map(String),
  fc.double({ min: -100_000, max: -Number.MIN_VALUE, noNaN: true }).map(String),
  fc.double({ min: -10, max: -0.01, noNaN: true }).map((n) => n.toFixed(2).replace('.', ',')),
  fc.integer({ min: -100_000, max: -1 }).map((n) => formatNok(n)),
  fc.constantFrom('0', '-0', '', 'abc', 'gratis', '-', '1e3', 'NaN', '-Infinity', '12 kr'),
  fc.string({ maxLength: 12 }),
);

/** Random parameter sets over the category's keys: each present or missing. */
const paramsArb = (type: CalculatorType): fc.Arbitrary<PublicPricingParameter[]> =>
  fc
    .tuple(...defaultPublicParameters(type).map((p) => fc.option(valueArb.map((v) => ({ parameterKey: p.parameterKey, parameterValue: v })), { nil: undefined })))
    .map((list) => list.filter((p): p is PublicPricingParameter => p !== undefined));

describe('properties of every estimate', () => {
  it.each([
    ['terrace'],
    ['trim'],
    ['kitchen'],
    ['door'],
    ['bathroom'],
  ] as const)('%s: valid input, whole non-negative lines, total = sum of lines', (type) => {
    fc.assert(
      fc.property(arbitraries[type], paramsArb(type), (input, params) => {
        expect(calculatorInputSchema(type).safeParse(input).success).toBe(true);
        const r = estimate(type, input, params);
        expect(r.type).toBe(type);
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.total).toBe(r.lines.reduce((sum, l) => sum + l.amount, 0));
        for (const l of r.lines) {
          expect(Number.isInteger(l.amount)).toBe(true);
          expect(l.amount).toBeGreaterThanOrEqual(0);
          expect(l.label.length).toBeLessThanOrEqual(200);
        }
      }),
    );
  });
});

/** A grown value within the schema's bounds; an empty field grows from 0. */
function grow(value: number | undefined, delta: number, max: number, min = 0): number | undefined {
  if (value === undefined && delta === 0) return undefined;
  return Math.min(max, Math.max(min, (value ?? 0) + delta));
}

type Monotone = { [K in CalculatorType]: Array<[keyof CalculatorInputs[K] & string, number, boolean]> };
/** Every area, length and count field: [field, maximum, whole numbers only]. */
const monotoneFields: Monotone = {
  terrace: [
    ['area', lim.maxArea, false],
    ['stairWidth', lim.maxStairWidth, false],
    ['stairSteps', lim.maxSteps, true],
    ['fenceLength', lim.maxLength, false],
  ],
  trim: [
    ['length', lim.maxLength, false],
    ['corners', lim.maxCount, true],
  ],
  kitchen: [
    ['baseCabinets', lim.maxCount, true],
    ['wallCabinets', lim.maxCount, true],
    ['drawers', lim.maxCount, true],
    ['sinkCutouts', lim.maxCount, true],
    ['hobCutouts', lim.maxCount, true],
    ['appliances', lim.maxCount, true],
  ],
  door: [['count', lim.maxCount, true]],
  bathroom: [['area', lim.maxBathroomArea, false]],
};

const cases = (Object.keys(monotoneFields) as CalculatorType[]).flatMap((type) =>
  monotoneFields[type].map(([field, max, integer]) => ({ type, field, max, integer })),
);

describe('the total never falls when an area, length or count grows', () => {
  it.each(cases)('$type: $field', ({ type, field, max, integer }) => {
    const delta = integer ? fc.integer({ min: 0, max: 50 }) : fc.double({ min: 0, max: 500, noNaN: true });
    fc.assert(
      fc.property(arbitraries[type], paramsArb(type), delta, (input, params, d) => {
        const record = input as Record<string, unknown>;
        const before = record[field] as number | undefined;
        const min = type === 'bathroom' ? lim.minBathroomArea : field === 'stairSteps' ? lim.minSteps : 0;
        const bigger = { ...input, [field]: grow(before, d, max, min) };
        expect(calculatorInputSchema(type).safeParse(bigger).success).toBe(true);
        const small = estimate(type, input, params).total;
        const large = estimate(type, bigger, params).total;
        expect(large).toBeGreaterThanOrEqual(small);
      }),
    );
  });
});

describe('parameter parsing', () => {
  it('reads back any whole amount written with nb-NO grouping or as plain digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        expect(parseDecimal(formatNok(n))).toBe(n);
        expect(parseDecimal(String(n))).toBe(n);
      }),
    );
  });
});
