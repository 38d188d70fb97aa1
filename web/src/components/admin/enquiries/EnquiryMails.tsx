import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { mailLabel, mailStatusLabels } from '@shared/labels';
import type { MailStatus } from '@shared/domain';
import type { OutboxMailDto } from '@shared/schemas/outbox';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { serverMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { formatDateTime } from '../format';

const statusColor: Record<MailStatus, string> = { queued: 'yellow', sent: 'forest', failed: 'red' };

function statusLine(m: OutboxMailDto): string {
  if (m.status === 'sent' && m.sentAt) return `Sendt ${formatDateTime(m.sentAt)}`;
  if (m.status === 'failed') return `Ga opp etter ${m.attempts} forsøk${m.lastAttemptAt ? `, sist ${formatDateTime(m.lastAttemptAt)}` : ''}`;
  if (m.attempts === 0) return 'I kø for sending';
  return `${m.attempts} forsøk så langt${m.lastAttemptAt ? `, sist ${formatDateTime(m.lastAttemptAt)}` : ''}; prøver igjen automatisk`;
}

/** Every mail of the case, newest first, with its delivery status; a failed one can be sent again. */
export function EnquiryMails({ mails, loading, failed }: { mails: OutboxMailDto[] | undefined; loading: boolean; failed: boolean }) {
  const utils = trpc.useUtils();
  const resend = trpc.admin.enquiries.resendMail.useMutation({
    onSuccess: async () => {
      notifySuccess('E-posten er lagt i kø', 'Den sendes på nytt om et øyeblikk.');
      await Promise.all([utils.admin.enquiries.byId.invalidate(), utils.admin.dashboard.stats.invalidate()]);
    },
    onError: (error) => notifyError('Kunne ikke sende på nytt', serverMessage(error) ?? 'Prøv igjen senere.'),
  });

  return (
    <Stack gap="sm" aria-labelledby="epost-tittel" component="section">
      <Title order={3} size="h5" id="epost-tittel">
        E-post
      </Title>
      {loading && (
        <Text size="sm" c="dimmed" role="status">
          Laster...
        </Text>
      )}
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          Kunne ikke hente status for e-postene.
        </Text>
      )}
      {mails?.length === 0 && (
        <Text size="sm" c="dimmed">
          Ingen e-post sendt: henvendelsen ble stoppet som spam. Velg «Ikke spam», så går kvitteringen til kunden og varselet til dere.
        </Text>
      )}
      {mails?.map((m) => (
        <Paper key={m.id} withBorder radius="sm" p="sm" data-mail={m.kind} data-audience={m.audience}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <div style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {mailLabel(m.kind, m.audience)}
                </Text>
                <Badge color={statusColor[m.status]} variant="light" tt="none" data-status={m.status}>
                  {mailStatusLabels[m.status]}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                Til {m.recipient}
              </Text>
              <Text size="xs" c="dimmed">
                {statusLine(m)}
              </Text>
              {m.lastError && m.status !== 'sent' && (
                <Text size="xs" c="red.8" mt={4} style={{ wordBreak: 'break-word' }}>
                  Siste feil: {m.lastError}
                </Text>
              )}
            </div>
            {m.status === 'failed' && (
              <Button size="xs" variant="light" loading={resend.isPending && resend.variables?.id === m.id} onClick={() => resend.mutate({ id: m.id })}>
                Send på nytt
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
