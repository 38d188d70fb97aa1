import { describe, expect, it } from 'vitest';
import { jobSteps, stepAheadOfPlan } from './domain';
import { defaultPriceLimit, priceLevel } from './price-limit';

describe('priceLevel (håndverkertjenesteloven § 32)', () => {
  const estimate = 100_000;
  const limit = defaultPriceLimit(estimate);

  it('is ok up to 10 % over the estimate, warn past it, over past 15 %', () => {
    expect(limit).toBe(115_000);
    expect(priceLevel(100_000, estimate, limit)).toBe('ok');
    expect(priceLevel(110_000, estimate, limit)).toBe('ok');
    expect(priceLevel(110_001, estimate, limit)).toBe('warn');
    expect(priceLevel(115_000, estimate, limit)).toBe('warn');
    expect(priceLevel(115_001, estimate, limit)).toBe('over');
  });

  it('is a limit in whole kroner, rounded down, never øre', () => {
    expect(defaultPriceLimit(144_755.65)).toBe(166_468);
    expect(defaultPriceLimit(1_000)).toBe(1_150);
  });

  it('respects a new limit the customer agreed to: within it is not over', () => {
    const agreed = 130_000;
    expect(priceLevel(120_000, estimate, agreed)).toBe('warn');
    expect(priceLevel(130_000, estimate, agreed)).toBe('warn');
    expect(priceLevel(130_001, estimate, agreed)).toBe('over');
  });
});

describe('jobSteps', () => {
  it('are the case’s moves among the job’s own states, forward first', () => {
    expect(jobSteps('won')).toEqual([]);
    expect(jobSteps('planned')).toEqual([{ to: 'in_progress', forward: true }]);
    expect(jobSteps('in_progress')).toEqual([{ to: 'done', forward: true }, { to: 'planned', forward: false }]);
    expect(jobSteps('done')).toEqual([{ to: 'in_progress', forward: false }]);
    expect(jobSteps('handed_over')).toEqual([]);
  });
});

describe('stepAheadOfPlan', () => {
  const plan = { startDate: '2026-12-07', endDate: '2026-12-09' };

  it('is a start before the first planned day, or a finish before the last', () => {
    expect(stepAheadOfPlan('in_progress', plan, '2026-12-06')).toBe('start');
    expect(stepAheadOfPlan('in_progress', plan, '2026-12-07')).toBeNull();
    expect(stepAheadOfPlan('done', plan, '2026-12-08')).toBe('finish');
    expect(stepAheadOfPlan('done', plan, '2026-12-09')).toBeNull();
    expect(stepAheadOfPlan('done', plan, '2026-12-10')).toBeNull();
  });

  it('asks nothing for a step back or a job without days', () => {
    expect(stepAheadOfPlan('planned', plan, '2026-12-01')).toBeNull();
    expect(stepAheadOfPlan('in_progress', { startDate: null, endDate: null }, '2026-12-01')).toBeNull();
  });
});
