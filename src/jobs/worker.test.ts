import { parseCrontab } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { ANONYMISE_TASK } from '../modules/enquiry/retention';
import { RECURRING_JOBS } from './worker';

describe('recurring jobs', () => {
  it('run the anonymisation once a day and catch up a missed day', () => {
    const items = parseCrontab(RECURRING_JOBS);
    expect(items.map((i) => i.task)).toEqual([ANONYMISE_TASK]);
    expect(items[0]!.options.backfillPeriod).toBe(2 * 24 * 3600 * 1000);
    expect(items[0]!.match).toBeTypeOf('function');
  });
});
