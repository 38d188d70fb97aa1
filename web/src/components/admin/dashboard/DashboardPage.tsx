import { Alert, Anchor, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { activityActor, activitySubject } from '@shared/activity-labels';
import { count, nouns } from '@shared/plural';
import type { DashboardStats } from '@shared/schemas/dashboard';
import { mailLabel } from '@shared/labels';
import type { MailHealth } from '@shared/schemas/outbox';
import { trpc } from '../../../trpc';
import { ActionBadge } from '../activity/ActionBadge';
import { ChangeButton } from '../ChangeButton';
import { UpcomingBookings } from '../bookings/UpcomingBookings';
import { ConversionCard } from './ConversionCard';
import { OwnerDay } from './OwnerDay';
import { CustomerReadiness } from '../company/ExampleFactsBanner';
import { formatLongDateTime } from '../format';
import { ReviewsHint } from '../reviews/ReviewsHint';

type Counter = { label: string; value: number | undefined; to: string };

function CounterCard({ label, value, to }: Counter) {
  return (
    <Paper withBorder radius="md" p="md" shadow="xs">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} c="oak.9" mt={4}>
        {value ?? '–'}
      </Text>
      <Anchor component={Link} to={to} size="sm" mt={4} display="inline-block">
        Se alle<span className="visually-hidden-caption"> {label.toLowerCase()}</span>
      </Anchor>
    </Paper>
  );
}

const mails = (n: number) => count(n, nouns.mail);

/** Mails that gave up, each with its case and a button that sends it again. */
function MailFailures({ failures }: { failures: MailHealth['failures'] }) {
  const resend = trpc.admin.enquiries.resendMail.useMutation();
  return (
    <List size="sm" spacing={6} aria-label="E-poster som ikke kom frem">
      {failures.map((f) => (
        <List.Item key={f.mailId}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" span>
              {mailLabel(f.kind, f.audience)},{' '}
              <Anchor size="sm" renderRoot={(props) => <Link to="/admin/contact-submissions/$id" params={{ id: String(f.enquiryId) }} {...props} />}>
                {f.name}
              </Anchor>{' '}
              ({formatLongDateTime(f.failedAt)})
            </Text>
            <ChangeButton
              size="compact-xs"
              variant="light"
              pending={resend.isPending && resend.variables?.id === f.mailId}
              change={{ kind: 'update', thing: 'e-posten', run: () => resend.mutateAsync({ id: f.mailId }), success: { title: 'E-posten sendes på nytt', message: `${mailLabel(f.kind, f.audience)} går ut om et øyeblikk.` } }}
            >
              Send på nytt
            </ChangeButton>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** Shown while mails to the company or to customers do not get through. */
function MailAlert({ mail }: { mail: MailHealth }) {
  if (mail.failed + mail.retrying === 0) return null;
  return (
    <Alert color="red" variant="light" title="E-post kommer ikke frem" role="alert">
      <Stack gap={4}>
        {mail.failed > 0 && (
          <>
            <Text size="sm">{mails(mail.failed)} ga opp etter gjentatte forsøk:</Text>
            <MailFailures failures={mail.failures} />
          </>
        )}
        {mail.retrying > 0 && <Text size="sm">{mails(mail.retrying)} venter på nytt forsøk etter en feil.</Text>}
        {mail.lastError && (
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            Siste feil{mail.lastAttemptAt ? ` (${formatLongDateTime(mail.lastAttemptAt)})` : ''}: {mail.lastError}
          </Text>
        )}
        <Anchor component={Link} to="/admin/contact-submissions" size="sm">
          Gå til henvendelsene
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** The inbox in numbers: this week's enquiries, the unhandled ones, and estimates that became inspection requests. */
/** One figure of the inbox panel: a label, the number and a line under it. */
function InboxFigure({ label, value, children }: { label: string; value: number; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} c="oak.9" lh={1.2}>
        {value}
      </Text>
      {children}
    </div>
  );
}

function InboxNumbers({ inbox }: { inbox: DashboardStats['inbox'] }) {
  const share = inbox.inspections ? Math.round((inbox.inspectionsWithEstimate / inbox.inspections) * 100) : 0;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Title order={2} size="h4" mb="sm">
        Innboksen
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <InboxFigure label="Nye denne uken" value={inbox.newThisWeek}>
          <Text size="xs" c="dimmed">
            Fra mandag, uten spam
          </Text>
        </InboxFigure>
        <InboxFigure label="Ubehandlede (Ny)" value={inbox.unhandled}>
          <Anchor size="xs" renderRoot={(props) => <Link to="/admin/contact-submissions" search={{ status: 'new' }} {...props} />}>
            Vis de nye
          </Anchor>
        </InboxFigure>
        <InboxFigure label="Prisestimat ble befaring" value={inbox.inspectionsWithEstimate}>
          <Text size="xs" c="dimmed">
            {inbox.inspections
              ? `${share} % av ${count(inbox.inspections, nouns.inspectionRequest)} kom med et prisestimat fra kalkulatoren`
              : 'Ingen befaringsforespørsler ennå'}
          </Text>
        </InboxFigure>
        <InboxFigure label="Spam" value={inbox.spam}>
          <Anchor size="xs" renderRoot={(props) => <Link to="/admin/contact-submissions" search={{ status: 'spam' }} {...props} />}>
            Se over spam
          </Anchor>
        </InboxFigure>
      </SimpleGrid>
    </Paper>
  );
}

export function DashboardPage() {
  const stats = trpc.admin.dashboard.stats.useQuery();
  const d = stats.data;
  const counters: Counter[] = [
    { label: 'Prosjekter', value: d?.projects, to: '/admin/projects' },
    { label: 'Tjenester', value: d?.services, to: '/admin/services' },
    { label: 'Henvendelser', value: d?.enquiries, to: '/admin/contact-submissions' },
    { label: 'Loggførte aktiviteter', value: d?.activities, to: '/admin/activity-logs' },
  ];

  // The owner's day first (what is on, what waits); the warnings, the numbers and the log below it.
  return (
    <Stack gap="lg">
      <OwnerDay />
      {d && d.missingPrices.length > 0 ? (
        <Alert color="red" variant="light" title="Priskalkulatoren mangler priser">
          <Text size="sm">
            Disse prisene er slått av, mangler eller er 0, så kalkulatoren regner linjene som bruker dem til 0 kr:
          </Text>
          <List size="sm" mt="xs" mb="xs">
            {d.missingPrices.map((m) => (
              <List.Item key={m.type}>
                {m.label}: {m.prices.map((p) => p.label).join(', ')}
              </List.Item>
            ))}
          </List>
          <Anchor component={Link} to="/admin/pricing-parameters" size="sm">
            Gå til prisene
          </Anchor>
        </Alert>
      ) : null}
      {d && <MailAlert mail={d.mail} />}
      <CustomerReadiness />
      <ReviewsHint />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {counters.map((c) => (
          <CounterCard key={c.label} {...c} />
        ))}
      </SimpleGrid>
      {d && <InboxNumbers inbox={d.inbox} />}
      <ConversionCard />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Kommende befaringer
          </Title>
          <Anchor component={Link} to="/admin/bookings" size="sm">
            Tider for befaring
          </Anchor>
        </Group>
        <UpcomingBookings />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Siste aktiviteter
          </Title>
          <Anchor component={Link} to="/admin/activity-logs" size="sm">
            Hele aktivitetsloggen
          </Anchor>
        </Group>
        {stats.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" color="oak" aria-hidden />
            <Text c="dimmed">Laster...</Text>
          </Group>
        ) : stats.isError ? (
          <Text c="red.8" role="alert">
            Kunne ikke laste oversikten. Prøv igjen senere.
          </Text>
        ) : d && d.latestActivities.length > 0 ? (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {d.latestActivities.map((a) => (
              <Group
                key={a.id}
                component="li"
                justify="space-between"
                gap="xs"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ActionBadge action={a.action} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {activitySubject(a.entityType, a.entityId, a.label)}
                    <Text span size="sm" c="dimmed">
                      {' '}
                      av {activityActor(a.userId, a.userName)}
                    </Text>
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  <time dateTime={a.createdAt}>{formatLongDateTime(a.createdAt)}</time>
                </Text>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">Ingen aktiviteter registrert ennå</Text>
        )}
      </Paper>
    </Stack>
  );
}
