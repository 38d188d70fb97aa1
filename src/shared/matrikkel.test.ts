import { describe, expect, it } from 'vitest';
import { matrikkelText } from './domain';

describe('matrikkelText', () => {
  const none = { knr: null, gnr: null, bnr: null, fnr: null, snr: null };

  it('writes kommunenummer-gnr/bnr, with festenummer/seksjonsnummer when either applies', () => {
    expect(matrikkelText({ ...none, knr: '5001', gnr: 401, bnr: 12 })).toBe('5001-401/12');
    expect(matrikkelText({ ...none, knr: '5001', gnr: 401, bnr: 12, snr: 3 })).toBe('5001-401/12/0/3');
    expect(matrikkelText({ ...none, knr: '0301', gnr: 208, bnr: 70, fnr: 2 })).toBe('0301-208/70/2/0');
  });

  it('is nothing until gnr and bnr are both known, and gnr/bnr alone without a kommunenummer', () => {
    expect(matrikkelText(none)).toBeNull();
    expect(matrikkelText({ ...none, knr: '5001', gnr: 401 })).toBeNull();
    expect(matrikkelText({ ...none, gnr: 401, bnr: 12 })).toBe('401/12');
  });
});
