import { describe, expect, it } from 'vitest';
import { isCalendarDate, todayInOslo } from './common';
import { contactSchema, inspectionSchema } from './enquiry';

const contact = { name: 'Kari', email: 'kari@example.no', message: 'Hei, kan dere hjelpe meg?' };
const inspection = { ...contact, phone: '91234567', address: 'Storgata 1', projectType: 'terrace' };

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('isCalendarDate', () => {
  it('accepts real days, leap days included', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2030-12-31')).toBe(true);
  });
  it('refuses days that do not exist and other shapes', () => {
    for (const d of ['2030-02-29', '2030-02-30', '2030-04-31', '2030-13-01', '2030-00-01', '2030-1-01', '31.12.2030', '']) {
      expect(isCalendarDate(d), d).toBe(false);
    }
  });
});

describe('todayInOslo', () => {
  it('uses Norwegian time, not UTC, around midnight', () => {
    // 23:30 UTC on 31 December is already 1 January in Oslo (UTC+1 in winter).
    expect(todayInOslo(new Date('2030-12-31T23:30:00Z'))).toBe('2031-01-01');
    // 22:30 UTC in summer is 00:30 the next day in Oslo (UTC+2).
    expect(todayInOslo(new Date('2030-06-30T22:30:00Z'))).toBe('2030-07-01');
  });
});

describe('contactSchema', () => {
  it('treats an empty, blank or null phone as not given', () => {
    for (const phone of [undefined, '', '   ', null]) {
      expect(contactSchema.safeParse({ ...contact, phone }).success, String(phone)).toBe(true);
    }
  });
  it('words each broken rule as the specification does', () => {
    expect(firstMessage(contactSchema.safeParse({ ...contact, name: 'K' }))).toBe('Navn må være minst 2 tegn');
    expect(firstMessage(contactSchema.safeParse({ ...contact, email: 'kari@' }))).toBe('Skriv inn en gyldig e-postadresse');
    expect(firstMessage(contactSchema.safeParse({ ...contact, phone: '1234567' }))).toBe('Skriv inn et gyldig telefonnummer');
    expect(firstMessage(contactSchema.safeParse({ ...contact, message: '123456789' }))).toBe('Meldingen må være minst 10 tegn');
  });
});

describe('inspectionSchema', () => {
  it('accepts today and refuses yesterday and impossible days', () => {
    const today = todayInOslo();
    expect(inspectionSchema.safeParse({ ...inspection, preferredDate: today }).success).toBe(true);
    const y = new Date(`${today}T12:00:00Z`);
    y.setUTCDate(y.getUTCDate() - 1);
    expect(inspectionSchema.safeParse({ ...inspection, preferredDate: y.toISOString().slice(0, 10) }).success).toBe(false);
    expect(firstMessage(inspectionSchema.safeParse({ ...inspection, preferredDate: '2099-02-30' }))).toBe('Velg en gyldig dato (i dag eller senere)');
  });
  it('requires a phone, an address and a project type', () => {
    expect(firstMessage(inspectionSchema.safeParse({ ...inspection, phone: '' }))).toBe('Skriv inn et gyldig telefonnummer');
    expect(firstMessage(inspectionSchema.safeParse({ ...inspection, address: 'Vei' }))).toBe('Skriv inn en gyldig adresse');
    expect(firstMessage(inspectionSchema.safeParse({ ...inspection, projectType: 'garage' }))).toBe('Velg prosjekttype');
    expect(firstMessage(inspectionSchema.safeParse({ ...inspection, message: 'kort' }))).toBe('Beskrivelsen må være minst 10 tegn');
  });
});
