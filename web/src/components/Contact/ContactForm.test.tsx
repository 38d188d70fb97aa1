// The contact form on its own: every validation message at its field, the sending state, the confirmation
// that replaces the form, and failures that keep what was typed. The browser tier (e2e/contact-forms.spec.ts)
// sends it to a real server.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fill, gate, networkError, renderInSite, serverError, type Handlers } from '../../test/render';
import { ContactForm } from './ContactForm';

/** A field by its label, with or without the required asterisk. */
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

async function expectFieldError(scope: HTMLElement, label: string, message: string) {
  const input = field(scope, label);
  await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  expect(input).toHaveAccessibleDescription(new RegExp(message));
}

let tokens = 0;
const formToken: Handlers = { 'public.enquiries.formToken': () => ({ token: `stamp-${++tokens}`, minFillSeconds: 0 }) };

async function open(handlers: Handlers = {}) {
  const site = await renderInSite(<ContactForm />, { handlers: { ...formToken, ...handlers } });
  const form = await screen.findByRole('form', { name: 'Kontaktskjema' });
  return { ...site, form };
}

test('shows every validation message at its field and focuses the first one', async () => {
  const { user, form } = await open();
  await user.click(within(form).getByRole('button', { name: 'Send melding' }));
  await expectFieldError(form, 'Navn', 'Navn må være minst 2 tegn');
  await expectFieldError(form, 'E-post', 'Skriv inn en gyldig e-postadresse');
  await expectFieldError(form, 'Melding', 'Meldingen må være minst 10 tegn');
  expect(field(form, 'Telefon (valgfritt)')).not.toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(document.activeElement).toBe(field(form, 'Navn')));

  await fill(user, field(form, 'Navn'), 'A');
  await fill(user, field(form, 'E-post'), 'ikke-en-adresse');
  await fill(user, field(form, 'Telefon (valgfritt)'), '1234');
  await fill(user, field(form, 'Melding'), 'For kort');
  await user.click(within(form).getByRole('button', { name: 'Send melding' }));
  await expectFieldError(form, 'Navn', 'Navn må være minst 2 tegn');
  await expectFieldError(form, 'E-post', 'Skriv inn en gyldig e-postadresse');
  await expectFieldError(form, 'Telefon (valgfritt)', 'Skriv inn et gyldig telefonnummer');
  await expectFieldError(form, 'Melding', 'Meldingen må være minst 10 tegn');
  // Nothing typed is lost.
  expect(field(form, 'Melding')).toHaveValue('For kort');
  expect(screen.queryAllByRole('alert')).toHaveLength(0);
});

test('sends: "Sender..." while sending, a success toast, a confirmation that has focus, and a new form with its own stamp', async () => {
  const answer = gate();
  const { user, form, calls } = await open({
    'public.enquiries.contact': async () => {
      await answer.held;
      return { reference: 'SK-2026-0042' };
    },
  });
  await fill(user, field(form, 'Navn'), 'Kari Nordmann');
  await fill(user, field(form, 'E-post'), 'kari@example.no');
  await fill(user, field(form, 'Telefon (valgfritt)'), '+47 912 34 567');
  await fill(user, field(form, 'Melding'), 'Hei! Jeg vil gjerne ha tilbud på nye lister i stua.');
  await waitFor(() => expect(form.querySelector<HTMLInputElement>('input[name="formToken"]')?.value).toBe('stamp-' + String(tokens)));
  const firstStamp = form.querySelector<HTMLInputElement>('input[name="formToken"]')!.value;
  await user.click(within(form).getByRole('button', { name: 'Send melding' }));
  expect(await within(form).findByRole('button', { name: 'Sender...' })).toBeDisabled();
  answer.release();

  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Melding sendt!');
  expect(toast).toHaveTextContent('Vi vil kontakte deg så snart som mulig.');
  expect(toast).toHaveTextContent('Referansenummer: SK-2026-0042.');
  expect(calls.find((c) => c.path === 'public.enquiries.contact')?.input).toMatchObject({
    type: 'contact',
    name: 'Kari Nordmann',
    email: 'kari@example.no',
    phone: '+47 912 34 567',
    message: 'Hei! Jeg vil gjerne ha tilbud på nye lister i stua.',
    formToken: firstStamp,
    website: '',
  });
  // The form gives way to a confirmation that takes focus and keeps the reference number.
  const panel = screen.getByTestId('sent-panel');
  await waitFor(() => expect(document.activeElement).toBe(panel));
  expect(within(panel).getByRole('heading', { name: 'Melding sendt!' })).toBeVisible();
  expect(panel).toHaveTextContent('Referansenummer: SK-2026-0042');
  expect(panel.querySelector('a[href^="tel:"]')).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Kontaktskjema' })).toBeNull();

  await user.click(within(panel).getByRole('button', { name: 'Send en ny melding' }));
  const again = await screen.findByRole('form', { name: 'Kontaktskjema' });
  for (const label of ['Navn', 'E-post', 'Telefon (valgfritt)', 'Melding']) expect(field(again, label)).toHaveValue('');
  await waitFor(() => expect(document.activeElement).toBe(field(again, 'Navn')));
  expect(within(again).getByRole('button', { name: 'Send melding' })).toBeEnabled();
  // The new form is live too: the page's loader holds a submit of a form without the mark (lib/hydration.ts).
  expect(again).toHaveAttribute('data-live', '');
  // …with a stamp of its own, so the next message's fill time counts from when this form was shown.
  await waitFor(() => expect(again.querySelectorAll('input[name="formToken"]').length).toBe(1));
  await waitFor(() => expect(again.querySelector<HTMLInputElement>('input[name="formToken"]')?.value).not.toBe(firstStamp));
});

test('failures: the server message, or "Vennligst prøv igjen senere" without an answer; one toast at a time, values kept', async () => {
  const answers = [serverError('Serveren avviste meldingen.'), networkError()];
  const { user, form } = await open({
    'public.enquiries.contact': () => {
      throw answers.shift();
    },
  });
  await fill(user, field(form, 'Navn'), 'Ola Nordmann');
  await fill(user, field(form, 'E-post'), 'ola@example.no');
  await fill(user, field(form, 'Melding'), 'Vi trenger hjelp med en ny terrasse.');

  await user.click(within(form).getByRole('button', { name: 'Send melding' }));
  const first = await screen.findByRole('alert');
  expect(first).toHaveTextContent('Kunne ikke sende skjema');
  await waitFor(() => expect(first.textContent).toContain('Serveren avviste meldingen.'));

  await user.click(within(form).getByRole('button', { name: 'Send melding' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Vennligst prøv igjen senere'));
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getByRole('alert')).toHaveTextContent('Kunne ikke sende skjema');
  expect(field(form, 'Navn')).toHaveValue('Ola Nordmann');
  expect(field(form, 'Melding')).toHaveValue('Vi trenger hjelp med en ny terrasse.');
  expect(within(form).getByRole('button', { name: 'Send melding' })).toBeEnabled();
});
