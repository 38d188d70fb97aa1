import { parseCrontab } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { ANONYMISE_TASK } from '../modules/enquiry/retention';
import { ACCOUNTING_QUEUE } from '../modules/billing/billing.service';
import { ACCOUNTING_SYNC_TASK } from '../modules/billing/billing.tasks';
import { assertBackupSchedule, BACKUP_TASK, crontabFor, RECURRING_TASKS } from './worker';

describe('recurring tasks', () => {
  it('run the anonymisation once a day and catch up a missed day', () => {
    const items = parseCrontab(RECURRING_TASKS);
    expect(items.map((i) => i.task)).toEqual([ANONYMISE_TASK]);
    expect(items[0]!.options.backfillPeriod).toBe(2 * 24 * 3600 * 1000);
    expect(items[0]!.match).toBeTypeOf('function');
  });
});

const noAccounting = { ACCOUNTING_SYNC_MINUTES: 30, FIKEN_API_TOKEN: undefined, FIKEN_COMPANY_SLUG: undefined, FIKEN_API_URL: 'https://api.fiken.no/api/v2', FIKEN_BANK_ACCOUNT_CODE: '1920:10001', FIKEN_INCOME_ACCOUNT: '3000' };

describe('the accounting sync', () => {
  it('runs only with a connection, every ACCOUNTING_SYNC_MINUTES, in the accounting queue', () => {
    expect(parseCrontab(crontabFor({ BACKUP_SCHEDULE: undefined, ...noAccounting })).map((i) => i.task)).toEqual([ANONYMISE_TASK]);
    const items = parseCrontab(crontabFor({ BACKUP_SCHEDULE: undefined, ...noAccounting, ACCOUNTING_SYNC_MINUTES: 15, FIKEN_API_TOKEN: 'a-personal-token-of-enough-length', FIKEN_COMPANY_SLUG: 'skarpjern' }));
    expect(items.map((i) => i.task)).toEqual([ANONYMISE_TASK, ACCOUNTING_SYNC_TASK]);
    expect(items[1]!.options.queueName).toBe(ACCOUNTING_QUEUE);
    expect(items[1]!.match({ min: 45, hour: 3, date: 1, month: 1, dow: 1 })).toBe(true);
    expect(items[1]!.match({ min: 40, hour: 3, date: 1, month: 1, dow: 1 })).toBe(false);
  });
});

describe('scheduled backup', () => {
  it('is off without BACKUP_SCHEDULE', () => {
    expect(parseCrontab(crontabFor({ BACKUP_SCHEDULE: undefined, ...noAccounting })).map((i) => i.task)).toEqual([ANONYMISE_TASK]);
  });

  it('runs at the BACKUP_SCHEDULE time (UTC) when set, beside the anonymisation', () => {
    const items = parseCrontab(crontabFor({ BACKUP_SCHEDULE: '15 2 * * *', ...noAccounting }));
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
