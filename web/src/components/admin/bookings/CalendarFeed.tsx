import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { trpc } from '../../../trpc';
import { ChangeButton } from '../ChangeButton';

/** The private calendar address for a phone's calendar, and a new one when the old may have leaked. */
export function CalendarFeed() {
  const settings = trpc.admin.bookings.settings.useQuery();
  const renew = trpc.admin.bookings.renewCalendarSecret.useMutation();
  const url = settings.data?.calendarUrl ?? '';
  return (
    <Stack gap="md" maw={560}>
      <Text size="sm" c="dimmed">
        Abonner på denne adressen i kalenderen på telefonen for å se alle befaringer. Adressen er hemmelig: alle som har den, ser navn og adresse.
      </Text>
      <TextInput label="Kalenderadresse" value={url} readOnly variant="filled" />
      <Group>
        <CopyButton value={url}>{({ copied, copy }) => <Button variant="outline" onClick={copy}>{copied ? 'Kopiert' : 'Kopier adressen'}</Button>}</CopyButton>
        <ChangeButton
          color="red"
          variant="light"
          pending={renew.isPending}
          change={{ kind: 'update', thing: 'kalenderadressen', run: () => renew.mutateAsync(), success: { title: 'Ny kalenderadresse', message: 'Den gamle adressen virker ikke lenger.' } }}
        >
          Lag ny adresse
        </ChangeButton>
      </Group>
    </Stack>
  );
}
