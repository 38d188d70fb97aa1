import { describe, expect, it } from 'vitest';
import { companySeed } from '../seeders/company';
import { footerBlurb, openingHoursLines, openingHoursSpecification, orgNumberDisplay, phoneE164, publicOpeningHours } from './company-view';
import { companyRecordInputSchema, isValidOrgNumber, isValidPhone } from './schemas/company';

describe('org.nr. (modulus 11)', () => {
  it('accepts numbers whose check digit fits and refuses a wrong check digit', () => {
    expect(isValidOrgNumber('923609016')).toBe(true); // Equinor ASA
    expect(isValidOrgNumber('923 609 016')).toBe(true);
    expect(isValidOrgNumber('923609017')).toBe(false);
    expect(isValidOrgNumber('12345678')).toBe(false);
    // The seed's placeholder passes the check (9 × 32 = 288; 11 − 288 mod 11 = 9).
    expect(isValidOrgNumber(companySeed.orgNumber)).toBe(true);
  });

  it('refuses a number whose check digit would be 10', () => {
    // Eight digits whose weighted sum leaves remainder 1 would need check digit 10: no ninth digit fits.
    const remainderOne = Array.from({ length: 1000 }, (_, i) => String(10000000 + i)).find((first8) => {
      const sum = [3, 2, 7, 6, 5, 4, 3, 2].reduce((a, w, i) => a + w * Number(first8[i]), 0);
      return sum % 11 === 1;
    })!;
    for (let d = 0; d <= 9; d++) expect(isValidOrgNumber(`${remainderOne}${d}`)).toBe(false);
  });
});

describe('phone numbers', () => {
  it('takes Norwegian numbers with or without +47 and foreign numbers with a country code', () => {
    for (const ok of ['+47 400 12 345', '40012345', '400 12 345', '0047 40012345', '+46 8 123 456 78']) expect(isValidPhone(ok), ok).toBe(true);
    for (const bad of ['1234', '+47 400 12', 'ring meg', '400-12-345x', '']) expect(isValidPhone(bad), bad).toBe(false);
    expect(phoneE164('+47 400 12 345')).toBe('+4740012345');
    expect(phoneE164('400 12 345')).toBe('+4740012345');
  });
});

describe('the seed', () => {
  it('passes the validation the Firma form applies', () => {
    expect(companyRecordInputSchema.safeParse(companySeed).success).toBe(true);
  });
});

describe('footer blurb', () => {
  it('cuts at a word boundary within about 150 characters and adds an ellipsis', () => {
    const text = 'Ord '.repeat(10) + 'ansatt hos andre og sett hvor mye det betyr for kunden at noen tar ansvar for hele jobben fra den første befaringen til siste list';
    const blurb = footerBlurb(text);
    expect(blurb.endsWith('…')).toBe(true);
    const shown = blurb.slice(0, -1);
    expect(shown.length).toBeLessThanOrEqual(150);
    expect(text.startsWith(shown)).toBe(true);
    expect(text[shown.length]).toBe(' ');
  });

  it('drops trailing punctuation before the ellipsis and leaves a short text whole', () => {
    expect(footerBlurb('Kort tekst.')).toBe('Kort tekst.');
    expect(footerBlurb(`${'a'.repeat(140)}, bbbbbbbbbbbbbbbbbbbb`)).toBe(`${'a'.repeat(140)}…`);
    expect(footerBlurb(companySeed.about)).toBe(
      'Skarpjern Snekker AS ble startet i Trondheim i 2023 av tømrermester Martin Aune og prosjektleder Ingrid Lervik. Begge hadde i flere år vært ansatt hos…',
    );
  });
});

describe('opening hours', () => {
  const days = publicOpeningHours(companySeed.openingHours);

  it('group consecutive days with the same hours for display', () => {
    expect(openingHoursLines(days)).toEqual([
      { days: 'Mandag–fredag', hours: '08:00–16:00' },
      { days: 'Lørdag–søndag', hours: 'Stengt' },
    ]);
    const saturday = publicOpeningHours(companySeed.openingHours.map((d, i) => (i === 5 ? { closed: false, opens: '10:00', closes: '14:00' } : d)));
    expect(openingHoursLines(saturday)).toEqual([
      { days: 'Mandag–fredag', hours: '08:00–16:00' },
      { days: 'Lørdag', hours: '10:00–14:00' },
      { days: 'Søndag', hours: 'Stengt' },
    ]);
    expect(openingHoursSpecification(saturday)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '16:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
  });

  it('org.nr. is shown in groups of three, with MVA when registered', () => {
    expect(orgNumberDisplay({ orgNumber: '923609016', vatRegistered: true })).toBe('923 609 016 MVA');
    expect(orgNumberDisplay({ orgNumber: '923609016', vatRegistered: false })).toBe('923 609 016');
  });
});
