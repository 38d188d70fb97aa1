import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { mailAudiences, type MailAudience, type MailKind, type MailStatus } from '@shared/domain';
import { enquiryStatusLabels, mailLabel, mailStatusLabels } from '@shared/labels';
import type { CaseStatus } from '@shared/domain';
import type { OutboxMailDto } from '@shared/schemas/outbox';
import type { TimelineEntry } from '@shared/schemas/timeline';
import { timelineActorLabels, timelineEventLabels } from '@shared/timeline-labels';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { serverMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { formatLongDay } from '@shared/dates';
import { formatKr } from '@shared/pricing/vat';
import { formatDateTime } from '../format';

// One history per enquiry (the customer's timeline), newest first: every mail with its delivery,
// the befaring's, the quotes' and the job's events with who did them, notes and status changes. A failed mail
// can be sent again from here.

const statusColor: Record<MailStatus, string> = { queued: 'yellow', sent: 'forest', failed: 'red' };

function mailLine(m: OutboxMailDto): string {
  if (m.status === 'sent' && m.sentAt) return `Sendt ${formatDateTime(m.sentAt)}`;
  if (m.status === 'failed') return `Ga opp etter ${m.attempts} forsøk${m.lastAttemptAt ? `, sist ${formatDateTime(m.lastAttemptAt)}` : ''}`;
  if (m.attempts === 0) return 'I kø for sending';
  return `${m.attempts} forsøk så langt${m.lastAttemptAt ? `, sist ${formatDateTime(m.lastAttemptAt)}` : ''}; prøver igjen automatisk`;
}

const statusLabel = (s: string | null) => (s && s in enquiryStatusLabels ? enquiryStatusLabels[s as CaseStatus] : (s ?? '–'));

/** «quote_sent_customer» (the resent mail's kind and audience) as the owner reads it. */
function resentLabel(key: string | null): string {
  const audience = mailAudiences.find((a) => key?.endsWith(`_${a}`));
  return key && audience ? mailLabel(key.slice(0, -audience.length - 1) as MailKind, audience as MailAudience) : '';
}

/** A job's days as stored on the timeline («2026-12-07/2026-12-09»): «7. desember 2026 – 9. desember 2026». */
function days(span: string | null): string {
  if (!span) return '';
  const [start, end] = span.split('/');
  return start === end || !end ? formatLongDay(start!) : `${formatLongDay(start!)} – ${formatLongDay(end)}`;
}

/** The event's title line: what happened, to what, and for which quote version or change order. */
function title(e: TimelineEntry): string {
  const v = e.quoteVersion ? ` (versjon ${e.quoteVersion})` : e.changeOrder ? ` (endring ${e.changeOrder})` : '';
  switch (e.event) {
    case 'job_planned':
      return `${timelineEventLabels.job_planned}: ${days(e.to)}`;
    case 'job_moved':
      return `${timelineEventLabels.job_moved}: ${days(e.from)} → ${days(e.to)}`;
    case 'job_cancelled':
      return `${timelineEventLabels.job_cancelled}: ${days(e.from)}`;
    case 'job_limit':
      return `${timelineEventLabels.job_limit}: ${e.to ? formatKr(Number(e.to)) : ''}`;
    case 'mail':
      return mailLabel(e.mail!.kind, e.mail!.audience);
    case 'status':
      return `${timelineEventLabels.status}: ${statusLabel(e.from)} → ${statusLabel(e.to)}`;
    case 'booking_booked':
      return `${timelineEventLabels.booking_booked}: ${e.to ? formatDateTime(e.to) : ''}`;
    case 'booking_moved':
      return `${timelineEventLabels.booking_moved}: ${e.from ? formatDateTime(e.from) : ''} → ${e.to ? formatDateTime(e.to) : ''}`;
    case 'booking_cancelled':
      return `${timelineEventLabels.booking_cancelled}${e.from ? `: ${formatDateTime(e.from)}` : ''}`;
    case 'quote_accepted':
      return `${timelineEventLabels.quote_accepted}${v}`;
    case 'mail_resent':
      return `${timelineEventLabels.mail_resent}: ${resentLabel(e.to)}`;
    default:
      return `${timelineEventLabels[e.event]}${v}`;
  }
}

/** Who did it, and the words that go with it (a reason, a note, the customer's wish). */
function detail(e: TimelineEntry): string | null {
  if (e.event === 'quote_accepted') return e.text ? `Akseptert med navnet «${e.text}»${e.to ? ` ${formatDateTime(e.to)}` : ''}` : null;
  if (e.event === 'status' && e.text) return `Begrunnelse: ${e.text}`;
  if (e.event === 'quote_withdrawn' && e.text) return `Begrunnelse: ${e.text}`;
  if (e.event === 'quote_declined' && e.text) return `Begrunnelse: ${e.text}`;
  if (e.event === 'change_order_accepted') return e.text ? `Godkjent med navnet «${e.text}»${e.to ? ` ${formatDateTime(e.to)}` : ''}` : null;
  if (e.event === 'change_order_declined' && e.text) return `Begrunnelse: ${e.text}`;
  return e.text;
}

function by(e: TimelineEntry): string | null {
  if (!e.by) return null;
  return `av ${timelineActorLabels[e.by]}`;
}

function MailEntry({ m, resend, pending }: { m: OutboxMailDto; resend: () => void; pending: boolean }) {
  return (
    <>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        Til {m.recipient}
      </Text>
      <Text size="xs" c="dimmed">
        {mailLine(m)}
      </Text>
      {m.lastError && m.status !== 'sent' && (
        <Text size="xs" c="red.8" mt={4} style={{ wordBreak: 'break-word' }}>
          Siste feil: {m.lastError}
        </Text>
      )}
      {m.status === 'failed' && (
        <Button size="xs" variant="light" mt={6} loading={pending} onClick={resend}>
          Send på nytt
        </Button>
      )}
    </>
  );
}

export function EnquiryTimeline({ enquiryId }: { enquiryId: number }) {
  const utils = trpc.useUtils();
  const timeline = trpc.admin.enquiries.timeline.useQuery(
    { id: enquiryId },
    // While a mail waits, its delivery is followed; sent and failed mails do not change by themselves.
    { refetchInterval: (query) => (query.state.data?.entries.some((e) => e.mail?.status === 'queued') ? 5000 : false) },
  );
  const resend = trpc.admin.enquiries.resendMail.useMutation({
    onSuccess: async () => {
      notifySuccess('E-posten er lagt i kø', 'Den sendes på nytt om et øyeblikk.');
      await Promise.all([utils.admin.enquiries.timeline.invalidate(), utils.admin.enquiries.byId.invalidate(), utils.admin.dashboard.stats.invalidate()]);
    },
    onError: (error) => notifyError('Kunne ikke sende på nytt', serverMessage(error) ?? 'Prøv igjen senere.'),
  });
  const entries = timeline.data?.entries;

  return (
    <Stack gap="sm" aria-labelledby="historikk-tittel" component="section" data-testid="enquiry-timeline">
      <Title order={3} size="h5" id="historikk-tittel">
        Historikk
      </Title>
      {timeline.isPending && (
        <Text size="sm" c="dimmed" role="status">
          Laster...
        </Text>
      )}
      {timeline.isError && (
        <Text size="sm" c="red.8" role="alert">
          Kunne ikke hente historikken.
        </Text>
      )}
      {entries && !entries.some((e) => e.event === 'mail') && (
        <Text size="sm" c="dimmed">
          Ingen e-post sendt: henvendelsen ble stoppet som spam. Velg «Ikke spam», så går kvitteringen til kunden og varselet til dere.
        </Text>
      )}
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Historikk, nyeste først">
        {entries?.map((e) => (
          <Paper key={e.key} component="li" withBorder radius="sm" p="sm" data-event={e.event} data-mail={e.mail?.kind} data-audience={e.mail?.audience}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                {title(e)}
              </Text>
              {e.mail && (
                <Badge color={statusColor[e.mail.status]} variant="light" tt="none" data-status={e.mail.status}>
                  {mailStatusLabels[e.mail.status]}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              {by(e) ? ` · ${by(e)}` : ''}
            </Text>
            {detail(e) && (
              <Text size="sm" mt={4} className="admin-pre" style={{ wordBreak: 'break-word' }}>
                {detail(e)}
              </Text>
            )}
            {e.mail && <MailEntry m={e.mail} pending={resend.isPending && resend.variables?.id === e.mail.id} resend={() => resend.mutate({ id: e.mail!.id })} />}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
