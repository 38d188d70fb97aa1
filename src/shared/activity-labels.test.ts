import { describe, expect, it } from 'vitest';
import { activityActor, activitySubject, describeActivityChange, describeActivityChanges, formatActivityValue } from './activity-labels';

describe('describeActivityChange', () => {
  it('names a status change with both statuses in Norwegian', () => {
    expect(describeActivityChange('case', 'status', { from: 'new', to: 'inspection_booked' })).toBe('Status: Ny → Befaring avtalt');
  });
  it("words an invoice's state, payment and a quote's deposit as the billing screens do", () => {
    expect(describeActivityChange('invoice', 'state', { from: 'planned', to: 'invoiced' })).toBe('Fakturastatus: Planlagt → Fakturert');
    expect(describeActivityChange('invoice', 'paidAmount', { from: 0, to: 12500 }).replace(/\s/g, ' ')).toBe('Betalt: 0 kr → 12 500 kr');
    expect(describeActivityChange('quote', 'deposit', { from: null, to: { measure: 'percent', value: 20 } })).toBe('Forskudd: (tom) → 20 %');
    expect(describeActivityChange('case', 'status', { from: 'handed_over', to: 'paid' })).toBe('Status: Overlevert → Betalt');
  });
  it('shows a flag as Nei and Ja', () => {
    expect(describeActivityChange('project', 'featured', { from: false, to: true })).toBe('Utvalgt: Nei → Ja');
  });
  it('says a note was added, never its id or text', () => {
    expect(describeActivityChange('case', 'note', { to: 1 })).toBe('Notat lagt til');
  });
  it('says a password changed or was reset, never a value', () => {
    expect(describeActivityChange('user', 'password', { to: 'endret' })).toBe('Passord endret');
    expect(describeActivityChange('user', 'password', { to: 'tilbakestilt' })).toBe('Passord tilbakestilt');
  });
  it('shows a created field by its new value and a deleted one by its old', () => {
    expect(describeActivityChange('project', 'title', { to: 'Terrasse på Byåsen' })).toBe('Tittel: Terrasse på Byåsen');
    expect(describeActivityChange('service', 'price', { from: 'fra 650' })).toBe('Pris: fra 650');
  });
  it('marks an empty value instead of printing null', () => {
    expect(describeActivityChange('project', 'location', { from: null, to: 'Byåsen' })).toBe('Sted: (tom) → Byåsen');
  });
  it('shows a failed mail sent again in the inbox words', () => {
    expect(describeActivityChange('case', 'mail_company', { from: 'failed', to: 'pending' })).toBe('Varsel til firmaet: feilet → venter');
  });
  it('names a field as the form of that entity does', () => {
    expect(describeActivityChange('company', 'name', { from: 'A AS', to: 'B AS' })).toBe('Firmanavn: A AS → B AS');
    expect(describeActivityChange('teammember', 'name', { to: 'Kari' })).toBe('Navn: Kari');
    expect(describeActivityChange('company', 'orgNumber', { from: '999999999', to: '923609016' })).toBe('Organisasjonsnummer: 999999999 → 923609016');
  });
  it('lists every change of a row', () => {
    expect(describeActivityChanges('case', { type: { to: 'inspection' }, status: { to: 'new' } })).toEqual(['Type: Befaring', 'Status: Ny']);
    expect(describeActivityChanges('project', null)).toEqual([]);
  });
});

describe('formatActivityValue', () => {
  it('uses the category names of the entity the row is about', () => {
    expect(formatActivityValue('project', 'category', 'interior')).toBe('Interiør');
    expect(formatActivityValue('service', 'category', 'small_jobs')).toBe('Mindre oppdrag');
    expect(formatActivityValue('pricingparameter', 'category', 'door')).toBe('Dører');
  });
  it('counts photos with the right plural', () => {
    expect(formatActivityValue('project', 'imageUrls', ['/a.jpg'])).toBe('1 bilde');
    expect(formatActivityValue('project', 'imageUrls', ['/a.jpg', '/b.jpg'])).toBe('2 bilder');
  });
  it('shows opening hours per weekday', () => {
    const day = { closed: false, opens: '08:00', closes: '16:00' };
    const closed = { closed: true, opens: '08:00', closes: '16:00' };
    expect(formatActivityValue('company', 'openingHours', [day, day, day, day, day, closed, closed])).toBe(
      'man 08:00–16:00, tir 08:00–16:00, ons 08:00–16:00, tor 08:00–16:00, fre 08:00–16:00, lør stengt, søn stengt',
    );
  });
  it('shortens long text on one line', () => {
    const long = `${'ord '.repeat(40)}\nslutt`;
    const shown = formatActivityValue('project', 'description', long);
    expect(shown.length).toBe(80);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown).not.toContain('\n');
  });
  it('keeps a year without digit grouping', () => {
    expect(formatActivityValue('company', 'founded', 2023)).toBe('2023');
  });
});

describe('activitySubject and activityActor', () => {
  it('names the thing, or falls back to type and id', () => {
    expect(activitySubject('project', 3, 'Terrasse på Byåsen')).toBe('Prosjekt «Terrasse på Byåsen»');
    expect(activitySubject('case', 2, null)).toBe('Kontakt #2');
  });
  it('names the user by username', () => {
    expect(activityActor(1, 'admin')).toBe('admin');
    expect(activityActor(null, null)).toBe('Besøkende');
    expect(activityActor(7, null)).toBe('Slettet bruker (ID 7)');
  });
});

describe('the handover folder and the job in the log', () => {
  it('name every field the folder logs as its form does, never by the code’s key', async () => {
    const { handoverUpdateSchema } = await import('./schemas/handover');
    for (const field of Object.keys(handoverUpdateSchema.shape).filter((f) => f !== 'id')) {
      expect(describeActivityChange('job', field, { from: null, to: 'x' }), field).not.toMatch(new RegExp(`^${field}:`));
    }
    expect(describeActivityChange('job', 'knr', { from: null, to: '5001' })).toBe('Kommunenummer: (tom) → 5001');
    expect(describeActivityChange('job', 'startDate', { from: null, to: '2026-12-07' })).toMatch(/^Første dag: /);
  });
});
