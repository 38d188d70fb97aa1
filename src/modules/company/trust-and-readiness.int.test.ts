import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySeed } from '../../seeders/company';
import { isValidOrgNumber, type CompanyPublic, type CompanyReadiness } from '../../shared/schemas/company';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { ensureCompanySeed } from './company.service';

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await createHarness();
  await ensureCompanySeed(h.orm.em.fork());
  cookie = await loginCookie(h.app);
});
afterAll(() => h.close());

const json = { 'content-type': 'application/json' };
const patch = (payload: unknown) => h.app.inject({ method: 'PATCH', url: '/api/admin/company', headers: { ...json, cookie }, payload: JSON.stringify(payload) });
const publicCompany = async () => (await h.app.inject({ method: 'GET', url: '/api/company' })).json<CompanyPublic>();
const readiness = async () => {
  const res = await h.app.inject({ method: 'GET', url: '/api/admin/company/readiness', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<CompanyReadiness>();
};

describe('the seeded company facts', () => {
  it('are named as examples to replace while the site itself stays ready', async () => {
    const r = await readiness();
    expect(r.readyForCustomers).toBe(false);
    expect(r.exampleFacts.map((f) => f.field)).toEqual(['orgNumber', 'street', 'phone', 'email', 'footerCreditLabel']);
    expect(r.exampleFacts.find((f) => f.field === 'street')).toEqual({ field: 'street', label: 'Gateadresse', value: 'Eksempelveien 12' });
    expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is only for the administrator', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/company/readiness' })).statusCode).toBe(401);
  });

  it('have a footer credit without a link and no trust facts', async () => {
    const c = await publicCompany();
    expect(c.footerCredit).toEqual({ label: companySeed.footerCreditLabel, url: null });
    expect(c.trust).toEqual({ masterCertificate: null, centralApproval: null, insurance: null, taxCertificateUrl: null });
  });
});

describe('replacing the example facts', () => {
  it('clears them one by one until the site is ready for customers', async () => {
    const orgNumber = '923609016';
    expect(isValidOrgNumber(orgNumber)).toBe(true);
    expect((await patch({ orgNumber, street: 'Fjordgata 3' })).statusCode).toBe(200);
    expect((await readiness()).exampleFacts.map((f) => f.field)).toEqual(['phone', 'email', 'footerCreditLabel']);
    expect((await patch({ phone: '+47 911 22 333', email: 'post@skarpjern.no', footerCreditLabel: 'Nettside av Trondheim Web' })).statusCode).toBe(200);
    expect(await readiness()).toEqual({ readyForCustomers: true, exampleFacts: [] });
    // Putting a seeded value back makes it an example again.
    expect((await patch({ street: companySeed.street })).statusCode).toBe(200);
    expect((await readiness()).exampleFacts.map((f) => f.field)).toEqual(['street']);
  });

  it('links the footer credit once the owner gives an https address, and unlinks it when emptied', async () => {
    expect((await patch({ footerCreditUrl: 'http://example.org' })).statusCode).toBe(400);
    expect((await patch({ footerCreditUrl: 'https://trondheimweb.no' })).statusCode).toBe(200);
    expect((await publicCompany()).footerCredit.url).toBe('https://trondheimweb.no');
    expect((await patch({ footerCreditUrl: '' })).statusCode).toBe(200);
    expect((await publicCompany()).footerCredit.url).toBeNull();
  });
});

describe('trust facts', () => {
  it('show each fact only when it is filled in', async () => {
    // Who without the trade: no mesterbrev yet.
    expect((await patch({ masterCertificateHolder: 'Martin Aune' })).statusCode).toBe(200);
    expect((await publicCompany()).trust.masterCertificate).toBeNull();
    expect((await patch({ masterCertificateTrade: 'tømrerfaget', insuranceCompany: 'If Skadeforsikring' })).statusCode).toBe(200);
    let trust = (await publicCompany()).trust;
    expect(trust.masterCertificate).toEqual({ holder: 'Martin Aune', trade: 'tømrerfaget' });
    expect(trust.insurance).toEqual({ company: 'If Skadeforsikring', coverage: null });
    expect(trust.centralApproval).toBeNull();

    expect(
      (await patch({ centralApproval: 'Utførende for tømrerarbeid, tiltaksklasse 1 og 2', insuranceCoverage: 'Ansvarsforsikring', taxCertificateUrl: 'https://skatteetaten.no/attest/123' })).statusCode,
    ).toBe(200);
    trust = (await publicCompany()).trust;
    expect(trust).toEqual({
      masterCertificate: { holder: 'Martin Aune', trade: 'tømrerfaget' },
      centralApproval: 'Utførende for tømrerarbeid, tiltaksklasse 1 og 2',
      insurance: { company: 'If Skadeforsikring', coverage: 'Ansvarsforsikring' },
      taxCertificateUrl: 'https://skatteetaten.no/attest/123',
    });

    // Emptied again: gone from the public record.
    expect((await patch({ masterCertificateTrade: '', insuranceCompany: '  ' })).statusCode).toBe(200);
    trust = (await publicCompany()).trust;
    expect(trust.masterCertificate).toBeNull();
    expect(trust.insurance).toBeNull();
  });

  it('refuses a certificate link that is not https with a Norwegian message, and changes nothing', async () => {
    const before = (await publicCompany()).trust.taxCertificateUrl;
    const res = await patch({ taxCertificateUrl: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/https/);
    expect((await publicCompany()).trust.taxCertificateUrl).toBe(before);
  });
});
