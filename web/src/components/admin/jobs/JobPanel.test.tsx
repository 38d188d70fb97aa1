// Planning job days over another customer's booked befaring: the owner sees who and when, with the way to
// that case, and plans only by choosing «Planlegg likevel» (the server refuses it otherwise:
// src/modules/job/job.int.test.ts).
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { JobDto } from '@shared/schemas/job';
import { fill, renderInSite } from '../../../test/render';
import { JobCard } from './JobPanel';

const job: JobDto = {
  id: 4,
  enquiryId: 9,
  reference: 'SK-2026-0009',
  customerName: 'Kari Nordmann',
  address: 'Storgata 1, 7011 Trondheim',
  quoteId: 3,
  quoteVersion: 1,
  status: 'won',
  startDate: null,
  endDate: null,
  priceType: 'fixed',
  contractTotal: 60000,
  agreedTotal: 60000,
  proposedTotal: 0,
  priceLimit: null,
  changeOrders: [],
};
const clash = { enquiryId: 12, reference: 'SK-2026-0012', name: 'Per Befaring', startAt: '2026-12-07T09:00:00.000Z', endAt: '2026-12-07T10:00:00.000Z' };

test('a booked befaring on the days: named with its time and case, and planned over only by choice', async () => {
  const { user, calls } = await renderInSite(<JobCard job={job} />, {
    handlers: { 'admin.jobs.befaringClashes': () => [clash], 'admin.jobs.update': () => ({ ...job, status: 'planned', startDate: '2026-12-07', endDate: '2026-12-08' }) },
  });
  await fill(user, await screen.findByLabelText('Første dag'), '2026-12-07');
  await fill(user, screen.getByLabelText('Siste dag'), '2026-12-08');
  await user.click(screen.getByRole('button', { name: 'Planlegg oppdraget' }));

  const dialog = await screen.findByRole('dialog', { name: 'En annen kundes befaring er booket på disse dagene' });
  const list = within(dialog).getByTestId('befaring-clashes');
  expect(list).toHaveTextContent('Per Befaring (SK-2026-0012): mandag 7. desember kl. 10:00–11:00');
  expect(within(list).getByRole('link', { name: 'Per Befaring (SK-2026-0012)' })).toHaveAttribute('href', '/admin/contact-submissions/12');
  expect(calls.some((c) => c.path === 'admin.jobs.update')).toBe(false);

  await user.click(within(dialog).getByRole('button', { name: 'Planlegg likevel' }));
  await screen.findByText('Oppdraget er planlagt');
  expect(calls.find((c) => c.path === 'admin.jobs.update')?.input).toEqual({ id: 4, startDate: '2026-12-07', endDate: '2026-12-08', planOverBefaring: true });
});

test('starting before the first planned day asks first; the state is set only from the question', async () => {
  const planned = { ...job, status: 'planned' as const, startDate: '2099-01-05', endDate: '2099-01-07' };
  const { user, calls } = await renderInSite(<JobCard job={planned} />, { handlers: { 'admin.jobs.update': () => ({ ...planned, status: 'in_progress' }) } });
  await user.click(await screen.findByRole('button', { name: 'Start oppdraget' }));
  const dialog = await screen.findByRole('dialog', { name: 'Starte før den planlagte dagen?' });
  expect(dialog).toHaveTextContent('Oppdraget er planlagt fra 5. januar 2099.');
  expect(calls.some((c) => c.path === 'admin.jobs.update')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Start i dag' }));
  await screen.findByText('Oppdraget er «I gang».');
  expect(calls.find((c) => c.path === 'admin.jobs.update')?.input).toEqual({ id: 4, status: 'in_progress' });
});
