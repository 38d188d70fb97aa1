// A save of the company details stopped by invalid input shows where: the first invalid field (in the form's
// order) is brought into view and focused, and a toast names every field to correct. The browser tier
// (e2e/admin-forms.spec.ts) keeps a save from two tabs against the server.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { CompanyRecordDto } from '@shared/schemas/company';
import { companySeed } from '../../../../../src/seeders/company';
import { fill, renderInSite } from '../../../test/render';
import { CompanyDetailsForm } from './CompanyDetailsForm';

const record: CompanyRecordDto = { ...companySeed, updatedAt: '2026-01-01T00:00:00.000Z' };

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

test('an invalid org.nr. is brought into view and focused, and the toast names it; with two, the first in order', async () => {
  const { user, calls } = await renderInSite(<CompanyDetailsForm />, { handlers: { 'admin.company.get': () => record } });
  const form = await screen.findByRole('form', { name: 'Firmaopplysninger' });
  const orgNumber = within(form).getByLabelText(/^Organisasjonsnummer/);
  await fill(user, orgNumber, '923 609 017');
  await user.click(within(form).getByRole('button', { name: 'Lagre firmaopplysninger' }));
  await waitFor(() => expect(document.activeElement).toBe(orgNumber));
  expect(scrolled).toContain(orgNumber);
  expect(orgNumber).toHaveAttribute('aria-invalid', 'true');
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Ikke lagret');
  expect(toast).toHaveTextContent('Rett opp Organisasjonsnummer, og lagre på nytt.');

  // Two invalid fields: the first in the form's order takes focus, and the toast names both.
  await fill(user, within(form).getByLabelText(/^Telefon/), '12');
  await user.click(within(form).getByRole('button', { name: 'Lagre firmaopplysninger' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Rett opp Organisasjonsnummer og Telefon, og lagre på nytt.'));
  expect(document.activeElement).toBe(orgNumber);
  expect(screen.getByRole('alert')).toHaveTextContent('Ikke lagret');
  // Nothing invalid was sent.
  expect(calls.some((c) => c.path === 'admin.company.update')).toBe(false);
  // The whole details form (some fifty fields) renders again on every change: slow on a busy machine.
}, 60_000);
