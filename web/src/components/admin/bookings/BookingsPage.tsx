import { Loader, Paper, Stack, Title } from '@mantine/core';
import { trpc } from '../../../trpc';
import { AvailabilityForm } from './AvailabilityForm';
import { BusyDays } from './BusyDays';
import { UpcomingBookings } from './UpcomingBookings';

/** «Befaringer»: the coming befaringer, the job days without befaringer and the times customers can book. */
export function BookingsPage() {
  const settings = trpc.admin.bookings.settings.useQuery();
  return (
    <Stack gap="lg" maw={720}>
      <Paper withBorder radius="md" shadow="xs" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="sm">
          Kommende befaringer
        </Title>
        <UpcomingBookings />
      </Paper>
      <Paper withBorder radius="md" shadow="xs" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="sm">
          Oppdragsdager
        </Title>
        <BusyDays />
      </Paper>
      <Paper withBorder radius="md" shadow="xs" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="sm">
          Tider kunder kan bestille
        </Title>
        {settings.data ? <AvailabilityForm key={settings.dataUpdatedAt} settings={settings.data} /> : <Loader size="sm" />}
      </Paper>
    </Stack>
  );
}
