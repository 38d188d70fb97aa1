import { describe, expect, it } from 'vitest';
import { paramList } from '../../test/pricing-helpers';
import { boardPricePerSqm, stairsMultiplier } from '../calculators/terrace/pricing';
import { parseDecimal, readParams } from './params';

describe('parseDecimal', () => {
  it.each([
    ['1500', 1500],
    ['1500.5', 1500.5],
    ['1500,5', 1500.5],
    ['1 500', 1500],
    ['1\u00a0500,25', 1500.25],
    ['12\u202f345', 12345],
    ['  2200  ', 2200],
    ['0', 0],
    ['0.0', 0],
    ['.5', 0.5],
    ['1.', 1],
    ['-250', -250],
    ['+3', 3],
  ])('parses %j as %d', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '12abc', '1e3', '1.500,5', '1,5,5', 'NaN', 'Infinity', '1 5 a', '--1', ','])(
    'rejects %j',
    (text) => {
      expect(parseDecimal(text)).toBeUndefined();
    },
  );
});

describe('readParams', () => {
  const params = readParams(
    paramList({ a: '100', zero: '0', bad: 'gratis', comma: '12,5', empty: '' }),
  );

  it('reads numeric values, explicit 0 included', () => {
    expect(params.get('a')).toBe(100);
    expect(params.get('comma')).toBe(12.5);
    expect(params.get('zero')).toBe(0);
    expect(params.lookup('zero')).toBe(0);
  });

  it('counts missing, empty and non-numeric values as 0', () => {
    expect(params.get('missing')).toBe(0);
    expect(params.get('bad')).toBe(0);
    expect(params.get('empty')).toBe(0);
    expect(params.lookup('missing')).toBeUndefined();
    expect(params.lookup('bad')).toBeUndefined();
  });

  it('walks a fallback chain past missing and non-numeric keys but stops at an explicit 0', () => {
    expect(params.first('missing', 'bad', 'a')).toBe(100);
    expect(params.first('zero', 'a')).toBe(0);
    expect(params.first('missing', 'bad')).toBe(0);
    expect(params.first()).toBe(0);
  });

  it('keeps the first entry when a key repeats', () => {
    const dup = readParams([
      { parameterKey: 'k', parameterValue: '1' },
      { parameterKey: 'k', parameterValue: '2' },
    ]);
    expect(dup.get('k')).toBe(1);
  });

  it('counts a negative value as missing, so a fallback chain walks past it', () => {
    const p = readParams(paramList({ minus: '-500', comma: '-0,5', negZero: '-0', a: '100' }));
    expect(p.lookup('minus')).toBeUndefined();
    expect(p.get('minus')).toBe(0);
    expect(p.get('comma')).toBe(0);
    expect(Object.is(p.get('negZero'), 0)).toBe(true);
    expect(p.first('minus', 'comma', 'a')).toBe(100);
    expect(p.first('minus')).toBe(0);
  });

  it('treats an empty list as all zeros', () => {
    expect(readParams([]).get('base_price_per_sqm')).toBe(0);
  });
});

describe('boardPricePerSqm fallback chains', () => {
  const full = {
    base_price_per_sqm: '2000',
    impregnated_28x120_kl1_price_per_sqm: '2400',
    impregnated_28x120_kl2_price_per_sqm: '2200',
    impregnated_28x145_price_per_sqm: '2500',
    impregnated_21x095_price_per_sqm: '2300',
    royal_price_per_sqm: '3000',
    royal_grey_price_per_sqm: '3100',
    royal_brown_price_per_sqm: '3200',
  };

  it('uses the specific key when present', () => {
    const p = readParams(paramList(full));
    expect(boardPricePerSqm(p, 'IMPREGNATED_28X120_KL1')).toBe(2400);
    expect(boardPricePerSqm(p, 'IMPREGNATED_28X120_KL2')).toBe(2200);
    expect(boardPricePerSqm(p, 'IMPREGNATED_28X145')).toBe(2500);
    expect(boardPricePerSqm(p, 'IMPREGNATED_21X095')).toBe(2300);
    expect(boardPricePerSqm(p, 'ROYAL_GREY')).toBe(3100);
    expect(boardPricePerSqm(p, 'ROYAL_BROWN')).toBe(3200);
    expect(boardPricePerSqm(p, 'OTHER')).toBe(2000);
  });

  it('royal colours fall back to royal_price_per_sqm, then to base_price_per_sqm', () => {
    expect(boardPricePerSqm(readParams(paramList({ base_price_per_sqm: '2000', royal_price_per_sqm: '3000' })), 'ROYAL_GREY')).toBe(3000);
    expect(boardPricePerSqm(readParams(paramList({ base_price_per_sqm: '2000' })), 'ROYAL_BROWN')).toBe(2000);
    expect(boardPricePerSqm(readParams(paramList({ base_price_per_sqm: '2000', royal_price_per_sqm: 'x' })), 'ROYAL_BROWN')).toBe(2000);
    expect(boardPricePerSqm(readParams(paramList({ base_price_per_sqm: '2000', royal_price_per_sqm: '0' })), 'ROYAL_GREY')).toBe(0);
  });

  it('a negative board price falls back like a missing one, and never below 0', () => {
    const p = readParams(paramList({ base_price_per_sqm: '2000', royal_price_per_sqm: '3000', royal_grey_price_per_sqm: '-3100' }));
    expect(boardPricePerSqm(p, 'ROYAL_GREY')).toBe(3000);
    expect(boardPricePerSqm(readParams(paramList({ base_price_per_sqm: '-2000' })), 'OTHER')).toBe(0);
  });
});

describe('stairsMultiplier', () => {
  it('is 1 for non-royal materials whatever the parameter says', () => {
    const p = readParams(paramList({ royal_stairs_multiplier: '2' }));
    expect(stairsMultiplier(p, 'IMPREGNATED_28X120_KL1')).toBe(1);
    expect(stairsMultiplier(p, 'OTHER')).toBe(1);
  });

  it('uses the parameter for royal materials, 1.5 when missing or non-numeric, and keeps an explicit 0', () => {
    expect(stairsMultiplier(readParams(paramList({ royal_stairs_multiplier: '2' })), 'ROYAL_GREY')).toBe(2);
    expect(stairsMultiplier(readParams([]), 'ROYAL_BROWN')).toBe(1.5);
    expect(stairsMultiplier(readParams(paramList({ royal_stairs_multiplier: 'mye' })), 'ROYAL_GREY')).toBe(1.5);
    expect(stairsMultiplier(readParams(paramList({ royal_stairs_multiplier: '0' })), 'ROYAL_GREY')).toBe(0);
  });

  it('keeps the default 1.5 for a negative multiplier', () => {
    expect(stairsMultiplier(readParams(paramList({ royal_stairs_multiplier: '-2' })), 'ROYAL_BROWN')).toBe(1.5);
    expect(stairsMultiplier(readParams(paramList({ royal_stairs_multiplier: '-0,5' })), 'ROYAL_GREY')).toBe(1.5);
  });
});
