import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatOsloListDateTime, formatOsloTime, formatOsloWeekday } from '@shared/dates';
import type { DayItem, OwnerDay as OwnerDayDto, WaitingItem, WaitingKind } from '@shared/schemas/dashboard';
import { trpc } from '../../../trpc';
import { ChangeButton } from '../ChangeButton';
import { mapHref, telHref } from '../enquiries/contact-links';

// The back office's first screen on a phone: today's and the next working day's befaringer and job
// days (Oslo time), each with the address, a map link, the customer's phone and the case; then what
// waits for the owner, the oldest first. One column, nothing fixed on screen, buttons a thumb can hit.

/** «fredag 14. juni» for a yyyy-MM-dd day. */
const dayName = (day: string) => formatOsloWeekday(`${day}T12:00:00Z`);

const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;

function caseLink(caseId: number, children: string, size: 'sm' | 'md' = 'md') {
  return (
    <Anchor fw={700} size={size} renderRoot={(props) => <Link to="/admin/contact-submissions/$id" params={{ id: String(caseId) }} {...props} />} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Anchor>
  );
}

/** What it is: the befaring's time, or which day of the job this is. */
function when(item: DayItem, date: string): string {
  if (item.kind === 'befaring') return `Befaring kl. ${formatOsloTime(item.startAt)}–${formatOsloTime(item.endAt)}`;
  const days = dayCount(item.startDate, item.endDate);
  return days === 1 ? 'Oppdrag' : `Oppdrag, dag ${dayCount(item.startDate, date)} av ${days}`;
}

function DayRow({ item, date }: { item: DayItem; date: string }) {
  return (
    <Stack component="li" gap={6} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} data-testid="day-item" data-kind={item.kind}>
      <Badge color={item.kind === 'befaring' ? 'forest' : 'blue'} variant="light" tt="none" size="lg" w="fit-content">
        {when(item, date)}
      </Badge>
      <div>{caseLink(item.caseId, `${item.name} (${item.reference})`)}</div>
      {item.address && <Text size="sm">{item.address}</Text>}
      <Group gap="xs" wrap="wrap">
        {item.phone && (
          <Button component="a" href={telHref(item.phone)} size="sm" variant="light" color="oak" aria-label={`Ring ${item.name}, ${item.phone}`}>
            {`Ring ${item.phone}`}
          </Button>
        )}
        {item.address && (
          <Button component="a" href={mapHref(item.address)} target="_blank" rel="noopener noreferrer" size="sm" variant="default" aria-label={`Kart til ${item.address}`}>
            Kart
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function Day({ title, date, items }: { title: string; date: string; items: DayItem[] }) {
  const id = `dag-${date}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Title order={2} size="h4" id={id}>
        {`${title}, ${dayName(date)}`}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          Ingen befaringer eller oppdrag.
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} mt="xs" style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <DayRow key={`${item.kind}-${item.caseId}`} item={item} date={date} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

const waitingLabels: Record<WaitingKind, string> = {
  change_order: 'Endring',
  review: 'Omtale',
  failed_mail: 'E-post',
  quote_expiring: 'Tilbud går ut',
  new_enquiry: 'Ny henvendelse',
  befaring_past_case: 'Befaring etter aksept',
  invoice_failed: 'Faktura avvist',
};
// Shade 8 (the theme's primaryShade) of each reads at 4.5:1 or more on its light badge; yellow and orange do not.
const waitingColors: Record<WaitingKind, string> = { change_order: 'violet', review: 'grape', failed_mail: 'red', quote_expiring: 'oak', new_enquiry: 'blue', befaring_past_case: 'forest', invoice_failed: 'red' };

function WaitingRow({ item }: { item: WaitingItem }) {
  const resend = trpc.admin.enquiries.resendMail.useMutation();
  return (
    <Stack component="li" gap={4} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} data-testid="waiting-item" data-kind={item.kind}>
      <Group gap="xs" wrap="wrap">
        <Badge color={waitingColors[item.kind]} variant="light" tt="none">
          {waitingLabels[item.kind]}
        </Badge>
        <Text size="xs" c="dimmed">
          siden <time dateTime={item.since}>{formatOsloListDateTime(item.since)}</time>
        </Text>
      </Group>
      <Text size="sm">{item.what}</Text>
      <div>{caseLink(item.caseId, `${item.name} (${item.reference})`, 'sm')}</div>
      {item.kind === 'failed_mail' && item.mailId !== null && (
        <ChangeButton
          size="compact-sm"
          variant="light"
          w="fit-content"
          pending={resend.isPending}
          change={{
            kind: 'update',
            thing: 'e-posten',
            run: () => resend.mutateAsync({ id: item.mailId! }),
            success: { title: 'E-posten sendes på nytt', message: 'Den går ut om et øyeblikk.' },
          }}
        >
          Send på nytt
        </ChangeButton>
      )}
    </Stack>
  );
}

function Waiting({ day }: { day: OwnerDayDto }) {
  return (
    <Paper component="section" aria-labelledby="venter-tittel" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Title order={2} size="h4" id="venter-tittel">
        Venter på deg
      </Title>
      {day.waiting.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          Ingenting venter på svar.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Eldst først.
          </Text>
          <Stack component="ol" gap={0} p={0} m={0} mt="xs" style={{ listStyle: 'none' }} aria-label="Venter på deg, eldst først">
            {day.waiting.map((w) => (
              <WaitingRow key={`${w.kind}-${w.mailId ?? ''}-${w.caseId}-${w.since}`} item={w} />
            ))}
          </Stack>
          {day.waitingTotal > day.waiting.length && (
            <Text size="sm" mt="xs">
              {`Viser de ${day.waiting.length} eldste av ${day.waitingTotal}.`}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}

/** Today, the next working day and what waits: the top of the dashboard. */
export function OwnerDay() {
  const day = trpc.admin.dashboard.day.useQuery();
  if (day.isError)
    return (
      <Text c="red.8" role="alert">
        Kunne ikke hente dagens oversikt. Prøv igjen senere.
      </Text>
    );
  if (!day.data)
    return (
      <Text c="dimmed" role="status">
        Laster dagen...
      </Text>
    );
  const [today, next] = day.data.days;
  return (
    <Stack gap="md" data-testid="owner-day">
      {today && <Day title="I dag" date={today.date} items={today.items} />}
      {next && <Day title="Neste arbeidsdag" date={next.date} items={next.items} />}
      <Waiting day={day.data} />
    </Stack>
  );
}
