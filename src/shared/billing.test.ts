import { describe, expect, it } from 'vitest';
import { carryDeposits } from './billing';

describe('carryDeposits', () => {
  const d = (id: number, amount: number) => ({ id, amount });

  it('carries each deposit smaller than what is left of the invoice, in order, to the øre', () => {
    expect(carryDeposits(24_000, [d(1, 16_000), d(2, 10_000)])).toEqual([d(1, 16_000)]);
    expect(carryDeposits(40_000, [d(1, 16_000), d(2, 10_000)])).toEqual([d(1, 16_000), d(2, 10_000)]);
    // The first is too large for this invoice; the second still fits.
    expect(carryDeposits(12_000, [d(1, 16_000), d(2, 10_000)])).toEqual([d(2, 10_000)]);
    expect(carryDeposits(0.3, [d(1, 0.1), d(2, 0.2)])).toEqual([d(1, 0.1)]);
  });

  it('never carries a deposit as large as the invoice: the customer would pay nothing or less', () => {
    expect(carryDeposits(16_000, [d(1, 16_000)])).toEqual([]);
    expect(carryDeposits(10_000, [])).toEqual([]);
  });
});
