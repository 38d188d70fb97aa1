// The owner's befaring on a case: cancelling (which mails the customer) asks first and says so, and a befaring
// the case has moved past (the quote accepted) asks to be kept or cancelled.
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { BookingDto } from '@shared/schemas/booking';
import { renderInSite } from '../../../test/render';
import { EnquiryBooking } from './EnquiryBooking';

const booking: BookingDto = {
  id: 5,
  enquiryId: 9,
  reference: 'SK-2026-0009',
  start: '2026-12-07T10:00:00+01:00',
  end: '2026-12-07T11:00:00+01:00',
  address: 'Storgata 1, 7011 Trondheim',
  cancelledAt: null,
  pastItsCase: false,
  keptAt: null,
};
const handlers = (b: BookingDto) => ({
  'admin.bookings.ofEnquiry': () => b,
  'admin.enquiries.timeline': () => ({ entries: [], booking: null }),
  'admin.bookings.cancel': () => ({ ...b, cancelledAt: '2026-12-01T10:00:00.000Z' }),
  'admin.bookings.keep': () => ({ ...b, keptAt: '2026-12-01T10:00:00.000Z' }),
});

test('«Avlys befaringen» asks first, saying the customer is told; only «Avlys befaringen» in the dialog cancels', async () => {
  const { user, calls } = await renderInSite(<EnquiryBooking enquiryId={9} />, { handlers: handlers(booking) });
  await user.click(await screen.findByRole('button', { name: 'Avlys befaringen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Avlys befaringen?' });
  expect(dialog).toHaveTextContent('Kunden får beskjed på e-post');
  expect(calls.some((c) => c.path === 'admin.bookings.cancel')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
  expect(calls.some((c) => c.path === 'admin.bookings.cancel')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Avlys befaringen' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Avlys befaringen?' })).getByRole('button', { name: 'Avlys befaringen' }));
  await screen.findByText('Befaringen er avlyst');
  expect(calls.find((c) => c.path === 'admin.bookings.cancel')?.input).toEqual({ id: 5 });
});

test('a befaring the case has moved past: the owner keeps it (its reminder then goes out) or cancels it', async () => {
  const { user, calls } = await renderInSite(<EnquiryBooking enquiryId={9} />, { handlers: handlers({ ...booking, pastItsCase: true }) });
  const ask = await screen.findByTestId('booking-past-case');
  expect(ask).toHaveTextContent('Tilbudet er akseptert, men befaringen står fortsatt');
  await user.click(within(ask).getByRole('button', { name: 'Behold befaringen' }));
  await screen.findByText('Befaringen beholdes');
  expect(calls.find((c) => c.path === 'admin.bookings.keep')?.input).toEqual({ id: 5 });
});
