import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { caseNextStep } from '@shared/case-next-step';
import { isHandedOver, isJobStatus, isWon } from '@shared/domain';
import { enquiryStatusLabels, enquiryTypeLabel, inspectionProjectTypeLabel, mailLabel, mailStatusLabels, savedEstimateLabel } from '@shared/labels';
import { formatNok } from '@shared/pricing/format';
import { totalLabel, vatSuffix } from '@shared/pricing/labels';
import type { EnquiryDetailDto, StoredEstimate } from '@shared/schemas/enquiry';
import { trpc } from '../../../trpc';
import { BillingPanel } from '../billing/BillingPanel';
import { EnquiryBooking } from '../bookings/EnquiryBooking';
import { ConfirmDialog } from '../ConfirmDialog';
import { DetailField } from '../DetailField';
import { formatDateTime, formatDay } from '../format';
import { HandoverPanel } from '../handover/HandoverPanel';
import { JobPanel } from '../jobs/JobPanel';
import { EnquiryQuotes } from '../quotes/EnquiryQuotes';
import { ReviewCards } from '../reviews/ReviewsPage';
import { useAdminChange } from '../useAdminChange';
import { mapHref, telHref } from './contact-links';
import { EnquiryNotes } from './EnquiryNotes';
import { shownName } from './EnquiryTable';
import { EnquiryTimeline } from './EnquiryTimeline';
import { estimateHeading, estimateInputRows, shownTotalNote } from './estimate-view';
import classes from './CasePage.module.css';
import { NotSpamButton, StatusSelect } from './StatusSelect';

// One customer's case on its own page: the overview (who, where, how to reach them, where the case
// stands and what comes next), then each part of the case as it grows: befaring, quotes, the job with
// its days and change orders, the handover, the review, the notes and history, and the mails.

function EstimateDetails({ estimate }: { estimate: StoredEstimate }) {
  const note = shownTotalNote(estimate);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {estimateHeading(estimate)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
        {estimateInputRows(estimate).map((row) => (
          <DetailField key={row.key} label={row.label}>
            {row.value}
          </DetailField>
        ))}
      </SimpleGrid>
      <Table withTableBorder verticalSpacing={6} pos="relative">
        <caption className="visually-hidden-caption">{savedEstimateLabel}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Post</Table.Th>
            <Table.Th ta="right">Beløp</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {estimate.lines.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                {l.label}
                {l.note && (
                  <Text size="xs" c="dimmed">
                    {l.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" className="admin-nowrap">
                {l.note === 'Inkludert' ? 'Inkludert' : `${formatNok(l.amount)} kr`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={700}>
        {totalLabel}: {formatNok(estimate.total)} kr {vatSuffix}
      </Text>
      <Text size="xs" c="dimmed">
        {estimate.computedAt ? (
          <>
            Beregnet av nettsiden <time dateTime={estimate.computedAt}>{formatDateTime(estimate.computedAt)}</time> med prisene som gjaldt da.
          </>
        ) : (
          'Beregnet i kundens nettleser, ikke kontrollert av nettsiden.'
        )}
      </Text>
      {note && (
        <Alert color="yellow" variant="light" p="sm" role="note" title="Avvik fra prisen kunden så">
          {note}
        </Alert>
      )}
    </Stack>
  );
}

/** A part of the case: a card with an anchor the page's contents link to. Parts that title themselves pass no title. */
function Part({ id, title, children }: { id: string; title?: string; children: ReactNode }) {
  const labelled = title ? { component: 'section' as const, 'aria-labelledby': `${id}-tittel` } : {};
  return (
    <Paper id={id} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" className={classes.part} {...labelled}>
      {title && (
        <Title order={3} size="h4" id={`${id}-tittel`} mb="sm">
          {title}
        </Title>
      )}
      {children}
    </Paper>
  );
}

/** Who the customer is, where, how to reach them, where the case stands and what comes next. */
function Overview({ e, onDelete }: { e: EnquiryDetailDto; onDelete: () => void }) {
  // A befaring booked in a slot has no wished-for date: its time is shown with the befaring instead.
  const booked = trpc.admin.enquiries.timeline.useQuery({ id: e.id }).data?.booking;
  return (
    <Part id="oversikt" title="Oversikt">
      <Stack gap="md">
        {e.anonymisedAt && (
          <Alert color="gray" variant="light" p="sm">
            Personopplysningene ble fjernet <time dateTime={e.anonymisedAt}>{formatDateTime(e.anonymisedAt)}</time> etter lagringstiden. Type, datoer,
            status og prisoverslag er beholdt.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailField label="Kunde">{e.name || '-'}</DetailField>
          <DetailField label="Telefon">{e.phone ? <Anchor href={telHref(e.phone)}>{e.phone}</Anchor> : '-'}</DetailField>
          <DetailField label="E-post">{e.email ? <Anchor href={`mailto:${e.email}`}>{e.email}</Anchor> : '-'}</DetailField>
          <DetailField label={e.type === 'inspection' ? 'Adresse for befaring' : 'Adresse'}>
            {e.address ? (
              <>
                {e.address}
                <br />
                <Anchor href={mapHref(e.address)} target="_blank" rel="noopener noreferrer" size="sm">
                  Vis i kart
                </Anchor>
              </>
            ) : (
              '-'
            )}
          </DetailField>
          {e.type === 'inspection' && (
            <>
              <DetailField label="Prosjekttype">{e.projectType ? inspectionProjectTypeLabel(e.projectType) : '-'}</DetailField>
              {(e.preferredDate || !booked) && <DetailField label="Ønsket dato">{e.preferredDate ? formatDay(e.preferredDate) : 'Ikke oppgitt'}</DetailField>}
            </>
          )}
        </SimpleGrid>
        <DetailField label="Status">
          <Group gap="sm" align="flex-end" wrap="wrap" mt={4}>
            <StatusSelect id={e.id} status={e.status} label="Status" size="sm" />
            {e.status === 'spam' && <NotSpamButton id={e.id} />}
          </Group>
        </DetailField>
        <DetailField label="Neste steg">
          <span data-testid="next-step">{caseNextStep[e.status]}</span>
        </DetailField>
        <DetailField label={e.type === 'inspection' ? 'Beskrivelse av prosjektet' : 'Melding'}>
          <Text size="sm" className="admin-pre">
            {e.message || '-'}
          </Text>
        </DetailField>
        <Group justify="flex-end">
          <Button color="red" variant="light" size="sm" onClick={onDelete}>
            Slett henvendelsen
          </Button>
        </Group>
      </Stack>
    </Part>
  );
}

/** The review of a handed-over case, as on «Omtaler»: published, answered, hidden or linked from here. */
function CaseReview({ caseId }: { caseId: number }) {
  const list = trpc.admin.reviews.list.useQuery();
  const rows = (list.data ?? []).filter((r) => r.caseId === caseId);
  return (
    <Part id="omtale" title="Omtale">
      <Stack gap="sm">
        {list.isError && <Text c="red.8">Kunne ikke hente omtalen.</Text>}
        {list.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            Kunden har ikke skrevet en omtale ennå. Lenken går ut på e-post noen dager etter overleveringen, og står da også på kundens side.
          </Text>
        )}
        <ReviewCards rows={rows} caseLinks={false} />
      </Stack>
    </Part>
  );
}

const mailColor = { queued: 'yellow', sent: 'forest', failed: 'red' } as const;

/** Every automatic mail of the case, with where it went and whether it got through (sent again from the history). */
function CaseMails({ mails }: { mails: EnquiryDetailDto['mails'] }) {
  return (
    <Part id="e-post" title="E-post">
      {mails.length === 0 ? (
        <Text size="sm" c="dimmed">
          Ingen e-post sendt for denne saken.
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="E-post i saken">
          {mails.map((m) => (
            <Group key={m.id} component="li" gap="xs" wrap="wrap" justify="space-between" py={4} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {mailLabel(m.kind, m.audience)}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {`Til ${m.recipient} · `}
                  <time dateTime={m.sentAt ?? m.createdAt}>{formatDateTime(m.sentAt ?? m.createdAt)}</time>
                </Text>
              </div>
              <Badge color={mailColor[m.status]} variant="light" tt="none">
                {mailStatusLabels[m.status]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      {mails.some((m) => m.status === 'failed') && (
        <Text size="sm" mt="xs">
          En e-post som ikke kom frem, sendes på nytt fra <Anchor href="#historikk">historikken</Anchor>.
        </Text>
      )}
    </Part>
  );
}

/** The page's contents: a link per part, wrapping on a phone (no bar that stays on screen). */
function Contents({ parts }: { parts: Array<{ id: string; label: string }> }) {
  return (
    <Group component="nav" aria-label="Deler av saken" gap={6} wrap="wrap">
      {parts.map((p) => (
        <Button key={p.id} component="a" href={`#${p.id}`} size="compact-sm" variant="light" color="oak" radius="xl">
          {p.label}
        </Button>
      ))}
    </Group>
  );
}

export function CasePage({ id }: { id: number }) {
  const navigate = useNavigate();
  const detail = trpc.admin.enquiries.byId.useQuery(
    { id },
    // While a mail waits, its status is followed; sent and failed mails do not change by themselves.
    { refetchInterval: (query) => (query.state.data?.mails.some((m) => m.status === 'queued') ? 5000 : false) },
  );
  const change = useAdminChange();
  const remove = trpc.admin.enquiries.delete.useMutation();
  const [deleting, setDeleting] = useState(false);
  const e = detail.data;
  if (!e) {
    if (detail.isError) return detail.error.data?.code === 'NOT_FOUND' ? <CaseNotFound /> : <CaseLoadFailed />;
    return (
      <Text c="dimmed" role="status">
        Laster...
      </Text>
    );
  }
  const won = isWon(e.status);
  const handedOver = isHandedOver(e.status);
  const parts = [
    { id: 'oversikt', label: 'Oversikt' },
    ...(e.type === 'inspection' ? [{ id: 'befaring', label: 'Befaring' }] : []),
    { id: 'tilbud', label: 'Tilbud' },
    ...(won ? [{ id: 'oppdrag', label: 'Oppdrag' }] : []),
    ...(isJobStatus(e.status) ? [{ id: 'overlevering', label: 'Overlevering' }] : []),
    ...(won ? [{ id: 'fakturering', label: 'Fakturering' }] : []),
    ...(handedOver ? [{ id: 'omtale', label: 'Omtale' }] : []),
    { id: 'notater', label: 'Notater' },
    { id: 'historikk', label: 'Historikk' },
    { id: 'e-post', label: 'E-post' },
  ];
  const name = shownName(e);
  return (
    <Stack gap="md" component="article" aria-labelledby="sak-tittel" data-testid="case-page" maw={960}>
      <Anchor component={Link} to="/admin/contact-submissions" size="sm" w="fit-content">
        ← Alle henvendelser
      </Anchor>
      <Stack gap={6}>
        <Title order={2} size="h3" id="sak-tittel" style={{ overflowWrap: 'anywhere' }}>
          {name ? `${name}, ${e.reference}` : e.reference}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Badge color={e.type === 'inspection' ? 'forest' : 'oak'} variant="light" tt="none">
            {enquiryTypeLabel(e.type)}
          </Badge>
          <Badge color="gray" variant="light" tt="none" data-testid="case-status">
            {enquiryStatusLabels[e.status]}
          </Badge>
          <Text size="sm" c="dimmed">
            Mottatt <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
          </Text>
        </Group>
      </Stack>
      <Contents parts={parts} />
      <Overview e={e} onDelete={() => setDeleting(true)} />
      {e.estimate && (
        <Part id="prisestimat">
          <EstimateDetails estimate={e.estimate} />
        </Part>
      )}
      {e.type === 'inspection' && (
        <Part id="befaring">
          <EnquiryBooking enquiryId={e.id} />
        </Part>
      )}
      <Part id="tilbud">
        <EnquiryQuotes enquiryId={e.id} customerEmail={e.email} estimate={e.estimate} anonymised={!!e.anonymisedAt} caseStatus={e.status} />
      </Part>
      {won && (
        <Part id="oppdrag">
          <JobPanel enquiryId={e.id} />
        </Part>
      )}
      {isJobStatus(e.status) && (
        <Part id="overlevering">
          <HandoverPanel enquiryId={e.id} status={e.status} />
        </Part>
      )}
      {won && (
        <Part id="fakturering">
          <BillingPanel enquiryId={e.id} />
        </Part>
      )}
      {handedOver && <CaseReview caseId={e.id} />}
      <Part id="notater">
        <EnquiryNotes enquiryId={e.id} notes={e.notes} />
      </Part>
      <Part id="historikk">
        <EnquiryTimeline enquiryId={e.id} />
      </Part>
      <CaseMails mails={e.mails} />
      <ConfirmDialog
        opened={deleting}
        title="Slett henvendelse"
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          const ok = await change({
            kind: 'delete',
            thing: 'henvendelsen',
            run: () => remove.mutateAsync({ id: e.id }),
            success: { title: 'Henvendelse slettet', message: `${e.reference} er slettet.` },
          });
          if (ok) {
            setDeleting(false);
            void navigate({ to: '/admin/contact-submissions', replace: true });
          }
        }}
      >
        Vil du slette henvendelsen {e.reference}
        {name ? ` fra ${name}` : ''}? Notatene og e-postloggen slettes også. Dette kan ikke angres.
      </ConfirmDialog>
    </Stack>
  );
}

function Gone({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={560} role="alert">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm">{text}</Text>
        <Anchor component={Link} to="/admin/contact-submissions" size="sm" w="fit-content">
          Til henvendelsene
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** An unknown or deleted case. */
export function CaseNotFound() {
  return <Gone title="Fant ikke saken" text="Saken finnes ikke, eller den er slettet." />;
}

/** The case could not be loaded (the server or the network failed). */
export function CaseLoadFailed() {
  return <Gone title="Kunne ikke laste saken" text="En feil oppstod under lasting av saken. Prøv igjen om litt." />;
}
