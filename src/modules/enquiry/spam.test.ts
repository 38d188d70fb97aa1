import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_MAX_AGE_MS, formTokenAge, judgeSubmission, signFormToken } from './spam';
import { monthsBefore } from './retention';

const secret = 'k'.repeat(64);
const now = 1_800_000_000_000;
const opts = { secret, minFillMs: 3000, now };

describe('form tokens', () => {
  it('tell their age only when signed with our key, not from the future and not stale', () => {
    expect(formTokenAge(secret, signFormToken(secret, now - 5000), now)).toBe(5000);
    expect(formTokenAge(secret, signFormToken('other', now - 5000), now)).toBeNull();
    expect(formTokenAge(secret, signFormToken(secret, now + 1000), now)).toBeNull();
    expect(formTokenAge(secret, signFormToken(secret, now - FORM_TOKEN_MAX_AGE_MS - 1), now)).toBeNull();
    const token = signFormToken(secret, now - 5000);
    // Backdating the time breaks the signature.
    expect(formTokenAge(secret, token.replace(String(now - 5000), String(now - 50_000)), now)).toBeNull();
    expect(formTokenAge(secret, 'garbage', now)).toBeNull();
  });
});

describe('judgeSubmission', () => {
  it('files only a filled honeypot as spam, refuses a form sent within the fill time, and treats any other token as none', () => {
    expect(judgeSubmission({}, opts)).toBe('ok');
    expect(judgeSubmission({ website: '', formToken: null }, opts)).toBe('ok');
    expect(judgeSubmission({ website: 'http://x' }, opts)).toBe('spam');
    expect(judgeSubmission({ website: 'http://x', formToken: signFormToken(secret, now - 10_000) }, opts)).toBe('spam');
    expect(judgeSubmission({ formToken: signFormToken(secret, now - 2999) }, opts)).toBe('too_fast');
    expect(judgeSubmission({ formToken: signFormToken(secret, now - 3000) }, opts)).toBe('ok');
    // Stale, forged or from the future: as if there were no token.
    expect(judgeSubmission({ formToken: signFormToken(secret, now - FORM_TOKEN_MAX_AGE_MS - 1) }, opts)).toBe('ok');
    expect(judgeSubmission({ formToken: 'forged.token' }, opts)).toBe('ok');
    expect(judgeSubmission({ formToken: signFormToken(secret, now + 60_000) }, opts)).toBe('ok');
    expect(judgeSubmission({ formToken: signFormToken(secret, now) }, { ...opts, minFillMs: 0 })).toBe('ok');
  });
});

describe('monthsBefore', () => {
  it('counts calendar months and falls back to the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2028-06-15T03:30:00Z'), 24).toISOString()).toBe('2026-06-15T03:30:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });
});
