import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatLongDay } from '@shared/dates';
import { quotePriceTypeLabels, quoteStatusLabels } from '@shared/labels';
import { isWon, type CaseStatus, type QuoteStatus } from '@shared/domain';
import { messages } from '@shared/messages';
import { formatKr } from '@shared/pricing/vat';
import type { StoredEstimate } from '@shared/schemas/enquiry';
import { linesFromEstimate, type QuoteDto } from '@shared/schemas/quote';
import { trpc } from '../../../trpc';
import { formatLongDateTime } from '../format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminChange } from '../useAdminChange';
import { QuotePreview } from './QuotePreview';
import { QuoteEditor } from './QuoteEditor';
import { WithdrawAcceptance } from './WithdrawAcceptance';

const statusColor: Record<QuoteStatus, string> = { draft: 'gray', sent: 'blue', viewed: 'grape', accepted: 'forest', declined: 'red', expired: 'yellow' };


/** Copies the customer's link, for sending it another way than the mail; looking at the quote is the preview's job. */
async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notifySuccess('Lenken er kopiert', 'Kundens lenke til tilbudet ligger på utklippstavlen.');
  } catch {
    notifyError('Kunne ikke kopiere lenken', url);
  }
}

/** Each of the customer's wishes for changes, with its text and time, newest first. */
function Wishes({ quoteId }: { quoteId: number }) {
  const wishes = trpc.admin.quotes.changeRequests.useQuery({ id: quoteId });
  if (!wishes.data?.length) return null;
  return (
    <Stack gap={2} data-testid="quote-wishes">
      <Text size="xs" fw={600}>{wishes.data.length === 1 ? 'Kunden ønsker endringer:' : `Kunden ønsker endringer (${wishes.data.length}):`}</Text>
      {wishes.data.map((w, i) => (
        <Text key={`${w.at}-${i}`} size="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Text span size="xs" c="dimmed">{`${formatLongDateTime(w.at)}: `}</Text>
          {w.message}
        </Text>
      ))}
    </Stack>
  );
}

function QuoteRow({ q, customerEmail, caseStatus, jobPlanned, onEdit }: { q: QuoteDto; customerEmail: string | null; caseStatus: CaseStatus; jobPlanned: boolean; onEdit: () => void }) {
  const send = trpc.admin.quotes.send.useMutation();
  const change = useAdminChange();
  const [preview, setPreview] = useState<'look' | 'send' | null>(null);
  const onSend = async () => {
    const ok = await change({ kind: 'update', thing: 'tilbudet', run: () => send.mutateAsync({ id: q.id }), success: { title: 'Tilbud sendt', message: 'Kunden har fått en e-post med lenke til tilbudet.' } });
    if (ok) setPreview(null);
  };
  return (
    <Stack gap={4} component="li" data-testid="quote-row">
      <Group gap="xs">
        <Text fw={600} size="sm">{`Versjon ${q.version}`}</Text>
        <Badge color={statusColor[q.status]} variant="light" tt="none" data-testid="quote-status">
          {quoteStatusLabels[q.status]}
        </Badge>
        {q.replacedAt && (
          <Badge color="gray" variant="outline" tt="none">
            erstattet
          </Badge>
        )}
        <Text size="sm">{`${quotePriceTypeLabels[q.priceType]} · ${formatKr(q.totals.total)} inkl. mva · gyldig til ${formatLongDay(q.validUntil)}`}</Text>
      </Group>
      {q.acceptedAt && <Text size="xs">{`Akseptert av ${q.acceptedName ?? ''} ${formatLongDateTime(q.acceptedAt)}${q.startEarly ? ' · ønsker oppstart i angrefristen' : ''}`}</Text>}
      {q.viewedAt && !q.acceptedAt && <Text size="xs" c="dimmed">{`Sett av kunden ${formatLongDateTime(q.viewedAt)}`}</Text>}
      {q.changeRequest && <Wishes quoteId={q.id} />}
      {q.declineReason && <Text size="xs">{`Avslått: ${q.declineReason}`}</Text>}
      {q.withdrawnAt && <Text size="xs" c="red.8">{`Aksepten trukket tilbake ${formatLongDateTime(q.withdrawnAt)}: ${q.withdrawReason ?? ''}`}</Text>}
      {q.status === 'accepted' && !q.withdrawnAt && jobPlanned && (
        <Text size="xs" c="dimmed" data-testid="quote-locked">
          {caseStatus === 'planned' ? messages.quoteJobPlanned : messages.quoteJobUnderway}
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => setPreview('look')}>
          Forhåndsvis
        </Button>
        {q.url && (
          <Button size="xs" variant="subtle" onClick={() => void copyLink(q.url!)}>
            Kopier kundens lenke
          </Button>
        )}
        {/* Once the job has its dates, the acceptance is withdrawn only after they are cancelled (the server refuses it). */}
        {q.status === 'accepted' && !q.withdrawnAt && !jobPlanned && <WithdrawAcceptance q={q} />}
        {q.status === 'draft' && !q.replacedAt && (
          <>
            <Button size="xs" variant="default" onClick={onEdit}>
              Rediger
            </Button>
            <Button size="xs" onClick={() => setPreview('send')}>
              Send til kunden
            </Button>
          </>
        )}
      </Group>
      <QuotePreview
        quoteId={preview === null ? null : q.id}
        confirm={
          preview === 'send'
            ? { question: customerEmail ? `Send tilbudet til ${customerEmail}?` : 'Send tilbudet til kunden?', label: 'Send til kunden', pending: send.isPending, onConfirm: () => void onSend() }
            : undefined
        }
        onClose={() => setPreview(null)}
      />
    </Stack>
  );
}

/** The quotes of an enquiry with their state, and the editor for a new version or a draft. */
export function EnquiryQuotes({
  enquiryId,
  customerEmail = null,
  estimate,
  anonymised,
  caseStatus,
}: {
  enquiryId: number;
  customerEmail?: string | null;
  estimate: StoredEstimate | null;
  anonymised: boolean;
  caseStatus: CaseStatus;
}) {
  const quotes = trpc.admin.quotes.ofEnquiry.useQuery({ id: enquiryId });
  const [editing, setEditing] = useState<QuoteDto | 'new' | null>(null);
  // An accepted quote is final (a new version is refused); once the job has its dates, so is the acceptance.
  const won = isWon(caseStatus);
  const jobPlanned = won && caseStatus !== 'won';
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Tilbud
        </Title>
        {!anonymised && !won && editing === null && (
          <Button size="xs" onClick={() => setEditing('new')}>
            {quotes.data?.length ? 'Ny versjon' : 'Lag tilbud'}
          </Button>
        )}
      </Group>
      {editing !== null && (
        <QuoteEditor
          enquiryId={enquiryId}
          quote={editing === 'new' ? null : editing}
          previous={quotes.data?.[0] ?? null}
          estimateLines={linesFromEstimate(estimate)}
          onDone={() => setEditing(null)}
        />
      )}
      {quotes.data?.length === 0 && editing === null && (
        <Text size="sm" c="dimmed">
          Ingen tilbud ennå.
        </Text>
      )}
      {quotes.isError && (
        <Text size="sm" c="red">
          Kunne ikke hente tilbudene.
        </Text>
      )}
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tilbud, nyeste først">
        {quotes.data?.map((q) => <QuoteRow key={q.id} q={q} customerEmail={customerEmail} caseStatus={caseStatus} jobPlanned={jobPlanned} onEdit={() => setEditing(q)} />)}
      </Stack>
    </Stack>
  );
}
