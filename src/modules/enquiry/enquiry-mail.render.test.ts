import { describe, expect, it } from 'vitest';
import { seedCompanyPublic } from '../../seeders/company';
import type { EnquiryDto } from '../../shared/schemas/enquiry';
import { formatPreferredDate, renderCompanyMail, renderReceiptMail } from './enquiry-mail.render';

const ctx = { origin: 'https://www.example.no', company: seedCompanyPublic() };

const inspection: EnquiryDto = {
  id: 7,
  reference: 'SK-2026-0042',
  createdAt: '2026-03-02T09:15:00.000Z',
  type: 'inspection',
  name: 'Ola "<script>" Nordmann',
  email: 'ola@example.no',
  phone: '+47 912 34 567',
  message: 'Første linje\n<img src=x onerror=alert(1)>',
  address: 'Storgata 1 & 3',
  projectType: 'renovation',
  preferredDate: '2026-03-13',
  estimate: {
    type: 'trim',
    input: { length: 12 },
    total: 2300,
    lines: [
      { label: 'Lister', amount: 1800, note: '12 m × 150 kr' },
      { label: 'Hjørner', amount: 500 },
    ],
  },
  status: 'new',
  anonymisedAt: null,
};
const contact: EnquiryDto = { ...inspection, type: 'contact', phone: null, address: null, projectType: null, preferredDate: null, estimate: null };

describe('the mail to the company', () => {
  const mail = renderCompanyMail(inspection, ctx);

  it('names the type, the name and the reference in the subject', () => {
    expect(mail.subject).toBe('Ny henvendelse: Befaring – Ola "<script>" Nordmann – SK-2026-0042');
  });

  it('holds every field, the estimate line by line with the total, and the link to the enquiry', () => {
    for (const part of ['Storgata 1 & 3', 'Renovering', 'fredag 13. mars 2026', 'Første linje', 'Lister (12 m × 150 kr): 1 800 kr', 'Hjørner: 500 kr', 'Total estimert pris: 2 300 kr inkl. mva', 'https://www.example.no/admin/contact-submissions/7'])
      expect(mail.text.replace(/\u00a0/g, ' ')).toContain(part);
    expect(mail.text).toContain('Mottatt: 02.03.2026, 10:15');
  });

  it('escapes every user value in the HTML part and loads nothing from elsewhere', () => {
    expect(mail.html).toContain('Ola &quot;&lt;script&gt;&quot; Nordmann');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Storgata 1 &amp; 3');
    expect(mail.html).not.toMatch(/<script|<img/i);
    expect(mail.html).toContain('Første linje<br>');
  });
});

describe('the receipt', () => {
  it('gives the reference, what was asked for, the estimate with its disclaimer, next steps and how to reach the company', () => {
    const mail = renderReceiptMail(inspection, ctx);
    expect(mail.subject).toBe('Vi har mottatt befaringsforespørselen din – SK-2026-0042');
    for (const part of ['SK-2026-0042', 'Henvendelse: Befaring', 'Prosjekttype: Renovering', 'Ønsket dato: fredag 13. mars 2026', 'Dette er et estimat. På befaringen ser vi på stedet, og du får en nøyaktig pris i tilbudet etterpå.', 'Hva skjer nå?', '+47 400 12 345', 'post@skarpjern-snekker.no', 'Mandag–fredag 08:00–16:00'])
      expect(mail.text).toContain(part);
    expect(mail.html).toContain('Dette er et estimat. På befaringen ser vi på stedet, og du får en nøyaktig pris i tilbudet etterpå.');
    // Not the advice to book the befaring the customer has just asked for.
    expect(mail.text).not.toContain('bestill en befaring');
    expect(mail.html).not.toMatch(/<script|<img|https?:\/\//i);
    // In running text the days after the first run are written in lower case, as Norwegian writes them.
    expect(mail.text).toMatch(/Åpningstider: Mandag–fredag 08:00–16:00, lørdag–søndag stengt/);
  });

  it('names the booked time instead of the wished-for date', () => {
    const mail = renderReceiptMail(inspection, { ...ctx, bookedTime: 'tirsdag 1. desember 2026 kl. 08:00–09:00' });
    expect(mail.text).toContain('Avtalt tid for befaring: tirsdag 1. desember 2026 kl. 08:00–09:00');
    expect(mail.text).not.toContain('Ønsket dato');
  });

  it("repeats nothing the sender wrote: a stranger's message, address, phone or link never reaches the address they gave", () => {
    const spam: EnquiryDto = {
      ...inspection,
      name: 'Cheap Pills',
      email: 'victim@example.org',
      phone: '+47 999 99 999',
      message: 'BUY NOW at pills-shop.example – best prices!',
      address: 'Visit pills-shop.example today',
    };
    for (const e of [spam, { ...spam, type: 'contact' as const }]) {
      const mail = renderReceiptMail(e, ctx);
      for (const body of [mail.text, mail.html, mail.subject]) {
        for (const typed of ['BUY NOW', 'pills-shop', 'best prices', '+47 999 99 999', 'victim@example.org']) expect(body).not.toContain(typed);
      }
    }
  });

  it('greets by first name only when the name is a plain name', () => {
    const greet = (name: string) => renderReceiptMail({ ...contact, name }, ctx).text.split('\n')[0];
    expect(greet('Kari-Anne Nordmann')).toBe('Hei Kari-Anne,');
    expect(greet("D'Souza")).toBe("Hei D'Souza,");
    expect(greet('www.cheap-pills.example Ola')).toBe('Hei,');
    expect(greet('https://x.example')).toBe('Hei,');
    expect(greet('Visit cheap.example now')).toBe('Hei,');
    expect(greet('Ola'.padEnd(70, 'a'))).toBe('Hei,');
    expect(greet(`Ola ${'Nordmann '.repeat(8)}`)).toBe('Hei,');
  });

  it('for a contact message leaves out inspection fields and the estimate', () => {
    const mail = renderReceiptMail(contact, ctx);
    expect(mail.subject).toBe('Vi har mottatt meldingen din – SK-2026-0042');
    expect(mail.text).toContain('Henvendelse: Kontakt');
    expect(mail.text).not.toContain('Prosjekttype');
    expect(mail.text).not.toContain('Dette er et estimat');
  });
});

it('writes a preferred date as a Norwegian day', () => {
  expect(formatPreferredDate('2026-12-24')).toBe('torsdag 24. desember 2026');
});
