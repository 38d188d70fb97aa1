import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { formatWeekdayLongDay } from '@shared/dates';
import { trpc } from '../../../trpc';
import { ChangeButton } from '../ChangeButton';

/**
 * The coming job days: no befaringer are offered on them, unless the owner opens a day («Åpne for
 * befaring») and can close it again («Steng igjen»).
 */
export function BusyDays() {
  const days = trpc.admin.bookings.busyDays.useQuery();
  const setOpen = trpc.admin.bookings.setDayOpen.useMutation();
  if (days.isPending) return <Loader size="sm" />;
  if (!days.data?.length) return <Text size="sm" c="dimmed">Ingen oppdrag er planlagt. Dager med oppdrag blir stengt for befaring.</Text>;
  return (
    <Stack gap="sm" data-testid="busy-days">
      <Text size="sm" c="dimmed">
        Kunder kan ikke bestille befaring på dager med oppdrag. Åpne en dag hvis du likevel har tid.
      </Text>
      {days.data.map((d) => {
        const label = formatWeekdayLongDay(d.day);
        const pending = setOpen.isPending && setOpen.variables?.day === d.day;
        return (
          <Group key={d.day} justify="space-between" wrap="wrap" gap="xs" data-testid="busy-day" data-day={d.day}>
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                <Badge color={d.open ? 'forest' : 'gray'} variant="light" tt="none">
                  {d.open ? 'Åpen for befaring' : 'Stengt for befaring'}
                </Badge>
              </Group>
              {d.titles.map((t) => (
                <Text key={t} size="sm" c="dimmed">
                  Opptatt: {t}
                </Text>
              ))}
            </Stack>
            <ChangeButton
              size="xs"
              variant={d.open ? 'outline' : 'light'}
              pending={pending}
              aria-label={`${d.open ? 'Steng igjen' : 'Åpne for befaring'}: ${label}`}
              change={{
                kind: 'update',
                thing: 'dagen',
                run: () => setOpen.mutateAsync({ day: d.day, open: !d.open }),
                success: d.open
                  ? { title: 'Stengt igjen', message: `Ingen befaringer ${label}.` }
                  : { title: 'Åpnet for befaring', message: `Kunder kan bestille befaring ${label}.` },
              }}
            >
              {d.open ? 'Steng igjen' : 'Åpne for befaring'}
            </ChangeButton>
          </Group>
        );
      })}
    </Stack>
  );
}
