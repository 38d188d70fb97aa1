import { Anchor, List, Loader, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { slotText } from '@shared/booking-time';
import { trpc } from '../../../trpc';

/** The coming befaringer, soonest first, each linked to its enquiry. */
export function UpcomingBookings() {
  const upcoming = trpc.admin.bookings.upcoming.useQuery();
  if (upcoming.isPending) return <Loader size="sm" />;
  if (!upcoming.data?.length) return <Text size="sm" c="dimmed">Ingen befaringer bestilt.</Text>;
  return (
    <List spacing={6} listStyleType="none" data-testid="upcoming-bookings">
      {upcoming.data.map((b) => (
        <List.Item key={b.id}>
          <Anchor size="sm" renderRoot={(props) => <Link to="/admin/contact-submissions/$id" params={{ id: String(b.enquiryId) }} {...props} />}>
            {slotText(b)}
          </Anchor>
          <Text size="sm" c="dimmed">
            {b.name}
            {b.address ? `, ${b.address}` : ''} ({b.reference})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
