import { describe, expect, it } from 'vitest';
import { estimateInputRows, formatInputValue } from './enquiries/estimate-view';
import { adminTitle } from './nav';
import { formatDateTime, formatDay, formatFullDateTime, formatLongDateTime, truncate } from './format';
import { displayOrderOf } from './pricing/display-order';
import { orderServices, priceText } from './services/service-list';
import { service } from '../../test/admin-fixtures';
import { changedFields } from './useEditForm';
import { afterLoginPath, rememberAfterLogin, takeAfterLogin } from './auth-check';


describe('service list', () => {
  it('puts each sub-service right after its main service, orphans last', () => {
    const list = [service(1, null), service(2, null), service(3, 1), service(4, 99), service(5, 2), service(6, 1)];
    expect(orderServices(list).map((s) => s.id)).toEqual([1, 3, 6, 2, 5, 4]);
  });

  it('shows the price with its unit, kr by default, or Ikke angitt', () => {
    expect(priceText({ price: 'fra 650', priceUnit: 'kr/time' })).toBe('fra 650 kr/time');
    expect(priceText({ price: '500', priceUnit: null })).toBe('500 kr');
    expect(priceText({ price: '500', priceUnit: '' })).toBe('500 kr');
    expect(priceText({ price: null, priceUnit: 'kr' })).toBe('Ikke angitt');
  });
});

describe('pricing parameter display order', () => {
  it('is a whole number from 0; anything else becomes 0', () => {
    expect(displayOrderOf(7)).toBe(7);
    expect(displayOrderOf('12')).toBe(12);
    expect(displayOrderOf('')).toBe(0);
    expect(displayOrderOf('abc')).toBe(0);
    expect(displayOrderOf(-3)).toBe(0);
  });
});

describe('formatting', () => {
  it('truncates long messages on a word boundary', () => {
    expect(truncate('kort melding')).toBe('kort melding');
    const long = 'Hei! Vi ønsker å bygge en ny terrasse på omtrent tjue kvadratmeter med trapp ned til hagen.';
    const short = truncate(long, 40);
    expect(short.length).toBeLessThanOrEqual(41);
    expect(short.endsWith('…')).toBe(true);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
  });

  it('writes a preferred day as dd.MM.yyyy', () => {
    expect(formatDay('2026-03-05')).toBe('05.03.2026');
  });

  it('writes times in Oslo time, as the bookings and mails do, whatever zone the device is set to', () => {
    // 07:30 UTC is 08:30 in Oslo in winter, 12:07 UTC is 14:07 in summer.
    expect(formatDateTime('2026-11-30T07:30:00Z')).toBe('30.11.2026 08:30');
    expect(formatFullDateTime('2026-07-05T12:07:09Z')).toBe('05.07.2026 14:07:09');
    expect(formatLongDateTime('2026-11-30T07:30:00Z')).toBe('30. november 2026 kl. 08:30');
    expect(formatDateTime('')).toBe('–');
  });

  it('titles the header from the path', () => {
    expect(adminTitle('/admin/pricing-parameters')).toBe('Priskalkulator');
    expect(adminTitle('/admin/settings/')).toBe('Innstillinger');
    expect(adminTitle('/admin/ukjent')).toBe('Administrasjon');
  });
});

describe('attached estimate', () => {
  it('lists the inputs with the form labels, in form order, skipping empty ones', () => {
    const rows = estimateInputRows({
      type: 'terrace',
      input: { fence: false, area: 20, material: 'ROYAL_GREY', otherMaterial: '', stairs: true },
    });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Areal (m²)', '20'],
      ['Materiale', 'Royal impregnert (grå)'],
      ['Trapp', 'Ja'],
      ['Rekkverk', 'Nei'],
    ]);
  });

  it('formats values: decimals with a comma, unknown options as sent', () => {
    expect(formatInputValue('stairWidth', 1.5)).toBe('1,5');
    expect(formatInputValue('material', 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(formatInputValue('area', null)).toBe('Ikke oppgitt');
  });
});

describe('an edit dialog sends only what the owner changed', () => {
  it('leaves out the fields equal to those the dialog opened with, so a save from a stale tab keeps what another tab saved', () => {
    const opened: { title: string; price: string | null; imageUrls: string[]; isActive: boolean } = { title: 'Trapper', price: 'fra 25 000', imageUrls: ['/a.jpg'], isActive: true };
    expect(changedFields({ ...opened, price: 'fra 30 000' }, opened)).toEqual({ price: 'fra 30 000' });
    expect(changedFields({ ...opened, imageUrls: ['/a.jpg', '/b.jpg'] }, opened)).toEqual({ imageUrls: ['/a.jpg', '/b.jpg'] });
    expect(changedFields({ ...opened, title: 'Trapper' }, opened)).toEqual({});
    expect(changedFields({ ...opened, isActive: false, price: null }, opened)).toEqual({ isActive: false, price: null });
  });
});

describe('the page to return to after logging in', () => {
  it('is an admin page of this site, never another site or the login page', () => {
    expect(afterLoginPath('/admin/contact-submissions?id=12')).toBe('/admin/contact-submissions?id=12');
    for (const bad of ['https://evil.example/admin/', '//evil.example', '/admin//evil.example', '/admin/\\evil', '/admin/login', '/', null, 42]) expect(afterLoginPath(bad)).toBeUndefined();
  });

  it('is remembered once, and forgotten after a deliberate logout', () => {
    rememberAfterLogin('/admin/services');
    expect(takeAfterLogin()).toBe('/admin/services');
    expect(takeAfterLogin()).toBeUndefined();
    rememberAfterLogin('/admin/services');
    rememberAfterLogin(undefined);
    expect(takeAfterLogin()).toBeUndefined();
  });
});
