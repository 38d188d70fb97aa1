// The inspection form on its own: every validation message at its field, the preferred date behind «Ingen av
// tidene passer» and its calendar, the confirmation and a cleared new request, the estimate handed over from the
// calculator, and a failure that keeps what was typed. The browser tier (e2e/contact-forms.spec.ts) sends it to a
// real server and reads back what was stored.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { todayInOslo } from '@shared/schemas/common';
import { fill, gate, networkError, renderInSite, type Handlers } from '../../test/render';
import { InspectionForm } from './InspectionForm';

/** A field by its label, with or without the required asterisk (the select's own option list has the label too). */
const field = (scope: HTMLElement, label: string) => {
  const [input] = within(scope)
    .getAllByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`))
    .filter((el) => el.matches('input, textarea, button'));
  if (!input) throw new Error(`No field labelled ${label}`);
  return input;
};

async function expectFieldError(scope: HTMLElement, label: string, message: string) {
  const input = field(scope, label);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  expect(input).toHaveAccessibleDescription(new RegExp(message));
}

const slot = { start: '2030-03-05T08:00:00+01:00', end: '2030-03-05T09:00:00+01:00' };
const base: Handlers = {
  'public.enquiries.formToken': () => ({ token: 'stamp', minFillSeconds: 0 }),
  'public.bookings.slots': () => [slot],
};

async function open(handlers: Handlers = {}) {
  const site = await renderInSite(<InspectionForm active />, { handlers: { ...base, ...handlers } });
  const form = await screen.findByRole('form', { name: 'Bestill befaring' });
  return { ...site, form };
}

const handoff = (h: unknown) => sessionStorage.setItem('skarpjern.estimate-handoff', JSON.stringify(h));
const sent = (calls: { path: string; input: unknown }[]) => calls.find((c) => c.path === 'public.enquiries.inspection')?.input as Record<string, unknown> | undefined;

async function fillContact(user: Awaited<ReturnType<typeof open>>['user'], form: HTMLElement) {
  await fill(user, field(form, 'Navn'), 'Per Hansen');
  await fill(user, field(form, 'E-post'), 'per@example.no');
  await fill(user, field(form, 'Telefon'), '41234567');
  await fill(user, field(form, 'Adresse for befaring'), 'Fjordgata 1, 7010 Trondheim');
}

async function chooseProjectType(user: Awaited<ReturnType<typeof open>>['user'], form: HTMLElement, name: string) {
  await user.click(field(form, 'Prosjekttype'));
  await user.click(await screen.findByRole('option', { name }));
}

test('shows every validation message at its field', async () => {
  const { user, form } = await open();
  await user.click(within(form).getByRole('button', { name: 'Send forespørsel' }));
  await expectFieldError(form, 'Navn', 'Navn må være minst 2 tegn');
  await expectFieldError(form, 'E-post', 'Skriv inn en gyldig e-postadresse');
  await expectFieldError(form, 'Telefon', 'Skriv inn et gyldig telefonnummer');
  await expectFieldError(form, 'Adresse for befaring', 'Skriv inn en gyldig adresse');
  await expectFieldError(form, 'Prosjekttype', 'Velg prosjekttype');
  await expectFieldError(form, 'Beskrivelse av prosjektet', 'Beskrivelsen må være minst 10 tegn');
  await waitFor(() => expect(document.activeElement).toBe(field(form, 'Navn')));

  await fill(user, field(form, 'Telefon'), '123');
  await fill(user, field(form, 'Adresse for befaring'), 'Vei');
  await user.click(within(form).getByRole('button', { name: 'Send forespørsel' }));
  await expectFieldError(form, 'Telefon', 'Skriv inn et gyldig telefonnummer');
  await expectFieldError(form, 'Adresse for befaring', 'Skriv inn en gyldig adresse');
  expect(field(form, 'Adresse for befaring')).toHaveValue('Vei');
});

test('the calendar starts on Monday and disables past days; the chosen day is sent as yyyy-MM-dd; a new request starts cleared', async () => {
  const answer = gate();
  const { user, form, calls } = await open({
    'public.enquiries.inspection': async () => {
      await answer.held;
      return { reference: 'SK-2026-0043', booking: null };
    },
  });
  await fillContact(user, form);
  await chooseProjectType(user, form, 'Interiør Snekkerarbeid');
  await fill(user, field(form, 'Beskrivelse av prosjektet'), 'Innebygd garderobe under skråtaket på loftet.');

  // While free times are offered, the preferred date waits behind «Ingen av tidene passer».
  await within(form).findByTestId('slot-picker');
  expect(within(form).queryByRole('button', { name: /^Ønsket dato for befaring/ })).toBeNull();
  await user.click(within(form).getByRole('button', { name: 'Ingen av tidene passer' }));
  await user.click(await within(form).findByRole('button', { name: /^Ønsket dato for befaring/ }));
  const next = await screen.findByRole('button', { name: 'Neste måned' });
  const calendar = next.closest<HTMLElement>('[role="dialog"]')!;
  expect(calendar.querySelector('thead th')).toHaveTextContent(/^ma/i);
  const day = (d: Date) => d.toLocaleDateString('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).replace(/,/g, '');
  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  expect(within(calendar).getByRole('button', { name: day(today) })).toBeEnabled();
  // On the 1st, yesterday is in last month, which the calendar does not let you open at all.
  const osloMonth = (d: Date) => todayInOslo(d).slice(0, 7);
  if (osloMonth(yesterday) === osloMonth(today)) expect(within(calendar).getByRole('button', { name: day(yesterday) })).toBeDisabled();
  else expect(within(calendar).getByRole('button', { name: 'Forrige måned' })).toBeDisabled();

  await user.click(next);
  // The 15th of next month as the calendar (in Oslo time) shows it, whatever this machine's zone.
  const [year, month] = todayInOslo(today).split('-').map(Number) as [number, number];
  const target = new Date(Date.UTC(year, month, 15, 12));
  await user.click(await within(calendar).findByRole('button', { name: day(target) }));
  await waitFor(() =>
    expect(field(form, 'Ønsket dato for befaring')).toHaveTextContent(
      `15. ${target.toLocaleDateString('nb-NO', { month: 'long', timeZone: 'Europe/Oslo' })} ${target.getUTCFullYear()}`,
    ),
  );

  await user.click(within(form).getByRole('button', { name: 'Send forespørsel' }));
  expect(await within(form).findByRole('button', { name: 'Sender...' })).toBeDisabled();
  answer.release();
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Befaringsforespørsel sendt!');
  expect(toast).toHaveTextContent('Vi vil kontakte deg for å avtale tid for befaring.');
  expect(sent(calls)).toMatchObject({ type: 'inspection', projectType: 'interior', preferredDate: todayInOslo(target), slotStart: null, estimate: null });
  const panel = screen.getByTestId('sent-panel');
  await waitFor(() => expect(document.activeElement).toBe(panel));
  expect(panel).toHaveTextContent('Referansenummer: SK-2026-0043');
  // A new request starts cleared, the date included.
  await user.click(within(panel).getByRole('button', { name: 'Send en ny forespørsel' }));
  const again = await screen.findByRole('form', { name: 'Bestill befaring' });
  for (const label of ['Navn', 'E-post', 'Telefon', 'Adresse for befaring', 'Beskrivelse av prosjektet']) expect(field(again, label)).toHaveValue('');
  expect(field(again, 'Prosjekttype')).toHaveValue('');
  await within(again).findByTestId('slot-picker');
  await user.click(within(again).getByRole('button', { name: 'Ingen av tidene passer' }));
  expect(await within(again).findByRole('button', { name: /^Ønsket dato for befaring/ })).toHaveTextContent('Velg dato');
});

test('an estimate handed over from the calculator comes as a card above an empty description, and is sent along', async () => {
  handoff({ projectType: 'terrace', estimate: { type: 'terrace', input: { area: 20 }, shownTotal: 51234 } });
  const { user, form, calls } = await open({ 'public.enquiries.inspection': () => ({ reference: 'SK-2026-0044', booking: null }) });
  await waitFor(() => expect(field(form, 'Prosjekttype')).toHaveValue('Terrasse'));
  // The description is the customer's: empty, with a placeholder that asks for their own words.
  const description = field(form, 'Beskrivelse av prosjektet');
  expect(description).toHaveValue('');
  expect(description).toHaveAttribute('placeholder', expect.stringMatching(/egne ord/));
  const card = within(form).getByTestId('estimate-card');
  expect(card).toHaveTextContent('Terrasse: 51 234 kr inkl. mva');
  expect(card).toHaveTextContent('sendes med forespørselen');
  // The card stands above the description.
  expect(card.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  await fillContact(user, form);
  await fill(user, description, 'Vi vil ha ny terrasse mot vest, helst før sommeren.');
  await user.click(within(form).getByRole('button', { name: 'Send forespørsel' }));
  await screen.findByTestId('sent-panel');
  expect(sent(calls)).toMatchObject({
    projectType: 'terrace',
    message: 'Vi vil ha ny terrasse mot vest, helst før sommeren.',
    preferredDate: null,
    estimate: { type: 'terrace', input: { area: 20 }, shownTotal: 51234 },
  });
  // Sent: the handoff is gone, a form shown anew starts without it.
  expect(sessionStorage.getItem('skarpjern.estimate-handoff')).toBeNull();
});

test('the estimate card can be removed: the request then goes without it', async () => {
  handoff({ projectType: 'terrace', estimate: { type: 'terrace', input: { area: 12 }, shownTotal: 1000 } });
  const { user, form, calls } = await open({ 'public.enquiries.inspection': () => ({ reference: 'SK-2026-0045', booking: null }) });
  await user.click(await within(form).findByRole('button', { name: 'Fjern prisestimatet fra forespørselen' }));
  expect(within(form).queryByTestId('estimate-card')).toBeNull();
  await fillContact(user, form);
  await fill(user, field(form, 'Beskrivelse av prosjektet'), 'Bare en prat om terrassen først.');
  await user.click(within(form).getByRole('button', { name: 'Send forespørsel' }));
  expect(await screen.findByTestId('sent-panel')).toBeVisible();
  expect(sent(calls)?.estimate).toBeNull();
});

test('a handoff left by an older page (its description pasted in) keeps the project type, not the pasted text, and sends no estimate', async () => {
  handoff({
    projectType: 'terrace',
    description: 'Priskalkulator: Terrasse\nAreal: 20 m²',
    estimate: { type: 'terrace', input: { area: 20 }, total: 1, lines: [{ label: 'Terrassebord', amount: 1 }] },
  });
  const { form } = await open();
  await waitFor(() => expect(field(form, 'Prosjekttype')).toHaveValue('Terrasse'));
  expect(field(form, 'Beskrivelse av prosjektet')).toHaveValue('');
  expect(within(form).queryByTestId('estimate-card')).toBeNull();
});

test('a failure keeps the values and says so', async () => {
  const { user, form } = await open({
    'public.enquiries.inspection': () => {
      throw networkError();
    },
  });
  await fillContact(user, form);
  await chooseProjectType(user, form, 'Annet');
  await fill(user, field(form, 'Beskrivelse av prosjektet'), 'Ny trapp til kjelleren.');
  await user.click(within(form).getByRole('button', { name: 'Send forespørsel' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Kunne ikke sende skjema');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Vennligst prøv igjen senere'));
  expect(field(form, 'Prosjekttype')).toHaveValue('Annet');
  expect(field(form, 'Beskrivelse av prosjektet')).toHaveValue('Ny trapp til kjelleren.');
});
