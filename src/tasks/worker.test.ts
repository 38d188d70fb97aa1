import { parseCrontab } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { ANONYMISE_TASK } from '../modules/enquiry/retention';
import { assertBackupSchedule, BACKUP_TASK, crontabFor, RECURRING_TASKS } from './worker';

describe('recurring tasks', () => {
  it('run the anonymisation once a day and catch up a missed day', () => {
    const items = parseCrontab(RECURRING_TASKS);
    expect(items.map((i) => i.task)).toEqual([ANONYMISE_TASK]);
    expect(items[0]!.options.backfillPeriod).toBe(2 * 24 * 3600 * 1000);
    expect(items[0]!.match).toBeTypeOf('function');
  });
});

describe('scheduled backup', () => {
  it('is off without BACKUP_SCHEDULE', () => {
    expect(parseCrontab(crontabFor({ BACKUP_SCHEDULE: undefined })).map((i) => i.task)).toEqual([ANONYMISE_TASK]);
  });

  it('runs at the BACKUP_SCHEDULE time (UTC) when set, beside the anonymisation', () => {
    const items = parseCrontab(crontabFor({ BACKUP_SCHEDULE: '15 2 * * *' }));
    expect(items.map((i) => i.task)).toEqual([ANONYMISE_TASK, BACKUP_TASK]);
    const backup = items[1]!;
    // graphile-worker's matcher takes the UTC fields of a time: minute, hour, date, month, weekday.
    const at = (iso: string) => {
      const d = new Date(iso);
      return backup.match({ min: d.getUTCMinutes(), hour: d.getUTCHours(), date: d.getUTCDate(), month: d.getUTCMonth() + 1, dow: d.getUTCDay() });
    };
    expect(at('2026-11-24T02:15:00Z')).toBe(true);
    expect(at('2026-11-24T02:16:00Z')).toBe(false);
    expect(at('2026-11-24T03:15:00Z')).toBe(false);
  });

  it('rejects a schedule graphile-worker cannot read before anything starts, naming the setting', () => {
    expect(() => assertBackupSchedule({ BACKUP_SCHEDULE: '99 2 * * *' })).toThrow(/BACKUP_SCHEDULE: Too large value '99' in minutes range/);
    expect(() => assertBackupSchedule({ BACKUP_SCHEDULE: '15 2 * * *' })).not.toThrow();
    expect(() => assertBackupSchedule({ BACKUP_SCHEDULE: undefined })).not.toThrow();
  });
});
