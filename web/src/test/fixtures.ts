import type { CompanyPublic } from '@shared/schemas/company';

/** The company record as the public API returns it, for component tests of public pages. */
export const companyFixture: CompanyPublic = {
  name: 'Skarpjern Snekker AS',
  orgNumber: '923609016',
  vatRegistered: true,
  founded: 2012,
  description: 'Snekker i Trondheim.',
  about: 'Om oss.',
  team: [],
  phone: '+47 73 00 00 00',
  email: 'post@example.no',
  address: { street: 'Fjordgata 1', postalCode: '7010', city: 'Trondheim', region: 'Trøndelag', country: 'NO' },
  social: { facebook: null, instagram: null },
  openingHours: [],
  faq: [],
  hero: { headline: 'Snekker', intro: 'Vi bygger.' },
  footerCredit: { label: 'Skarpjern', url: null },
  trust: { masterCertificate: null, centralApproval: null, insurance: null, taxCertificateUrl: null },
  updatedAt: '2026-01-01T00:00:00.000Z',
};
