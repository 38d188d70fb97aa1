import { Alert, Anchor, Badge, Button, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { enquiryTypeLabel, inspectionProjectTypeLabel, savedEstimateLabel } from '@shared/labels';
import { formatNok } from '@shared/pricing/format';
import { totalLabel, vatSuffix } from '@shared/pricing/labels';
import type { EnquiryDto, StoredEstimate } from '@shared/schemas/enquiry';
import { AdminModal } from '../AdminModal';
import { DetailField } from '../DetailField';
import { formatDateTime, formatDay } from '../format';
import { trpc } from '../../../trpc';
import { EnquiryBooking } from '../bookings/EnquiryBooking';
import { EnquiryNotes } from './EnquiryNotes';
import { EnquiryTimeline } from './EnquiryTimeline';
import { EnquiryQuotes } from '../quotes/EnquiryQuotes';
import { JobPanel } from '../jobs/JobPanel';
import { isWon } from '@shared/domain';
import { HandoverPanel } from '../handover/HandoverPanel';
import { NotSpamButton, StatusSelect } from './StatusSelect';
import { estimateHeading, estimateInputRows, shownTotalNote } from './estimate-view';

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
        <Alert color="yellow" variant="light" p="sm" role="note" title="Avvik fra prisen kunden så" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          {note}
        </Alert>
      )}
    </Stack>
  );
}

type Props = {
  /** Asks to delete the enquiry (the page shows the confirmation). */
  onDelete: (e: EnquiryDto) => void;
  opened: boolean;
  enquiryId: number | null;
  /** The enquiry as the list has it, shown at once while its details load. */
  listed: EnquiryDto | null;
  onClose: () => void;
};

export function EnquiryDetailModal({ opened, enquiryId, listed, onClose, onDelete }: Props) {
  const detail = trpc.admin.enquiries.byId.useQuery(
    { id: enquiryId ?? 0 },
    {
      enabled: opened && enquiryId !== null,
      // While a mail waits, its status is followed; sent and failed mails do not change by themselves.
      refetchInterval: (query) => (query.state.data?.mails.some((m) => m.status === 'queued') ? 5000 : false),
    },
  );
  const e: EnquiryDto | null = detail.data ?? (listed?.id === enquiryId ? listed : null);
  // A befaring booked in a slot has no wished-for date: its time is shown with the befaring instead.
  const booked = trpc.admin.enquiries.timeline.useQuery({ id: enquiryId ?? 0 }, { enabled: opened && enquiryId !== null }).data?.booking;
  return (
    <AdminModal opened={opened} onClose={onClose} title={e ? (e.name ? `Henvendelse fra ${e.name}` : `Henvendelse ${e.reference}`) : 'Henvendelse'}>
      {!e && detail.isPending && (
        <Text c="dimmed" role="status">
          Laster...
        </Text>
      )}
      {!e && detail.isError && (
        <Text c="red.8" role="alert">
          {detail.error.data?.code === 'NOT_FOUND' ? 'Henvendelsen finnes ikke.' : 'En feil oppstod under lasting av henvendelsen'}
        </Text>
      )}
      {e && (
        <Stack gap="md">
          <Group gap="sm">
            <Badge color={e.type === 'inspection' ? 'forest' : 'oak'} variant="light" tt="none">
              {enquiryTypeLabel(e.type)}
            </Badge>
            <Text size="sm" fw={700}>
              {e.reference}
            </Text>
            <Text size="sm" c="dimmed">
              Mottatt <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
            </Text>
          </Group>
          <Group gap="sm" align="flex-end" justify="space-between">
            <Group gap="sm" align="flex-end">
              <StatusSelect id={e.id} status={detail.data?.status ?? e.status} label="Status" size="sm" />
              {(detail.data?.status ?? e.status) === 'spam' && <NotSpamButton id={e.id} />}
            </Group>
            <Button color="red" variant="light" size="sm" onClick={() => onDelete(e)}>
              Slett henvendelsen
            </Button>
          </Group>
          {e.anonymisedAt && (
            <Alert color="gray" variant="light" p="sm">
              Personopplysningene ble fjernet <time dateTime={e.anonymisedAt}>{formatDateTime(e.anonymisedAt)}</time> etter lagringstiden. Type,
              datoer, status og prisoverslag er beholdt.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DetailField label="Navn">{e.name || '-'}</DetailField>
            <DetailField label="E-post">
              {e.email ? <Anchor href={`mailto:${e.email}`}>{e.email}</Anchor> : '-'}
            </DetailField>
            <DetailField label="Telefon">
              {e.phone ? <Anchor href={`tel:${e.phone.replace(/\s+/g, '')}`}>{e.phone}</Anchor> : '-'}
            </DetailField>
            {e.type === 'inspection' && (
              <>
                <DetailField label="Adresse for befaring">{e.address ?? '-'}</DetailField>
                <DetailField label="Prosjekttype">{e.projectType ? inspectionProjectTypeLabel(e.projectType) : '-'}</DetailField>
                {(e.preferredDate || !booked) && <DetailField label="Ønsket dato">{e.preferredDate ? formatDay(e.preferredDate) : 'Ikke oppgitt'}</DetailField>}
              </>
            )}
          </SimpleGrid>
          {e.type === 'inspection' && <EnquiryBooking enquiryId={e.id} />}
          <DetailField label={e.type === 'inspection' ? 'Beskrivelse av prosjektet' : 'Melding'}>
            <Text size="sm" className="admin-pre">
              {e.message || '-'}
            </Text>
          </DetailField>
          {e.estimate && (
            <>
              <Divider />
              <EstimateDetails estimate={e.estimate} />
            </>
          )}
          <Divider />
          <EnquiryQuotes enquiryId={e.id} customerEmail={e.email} estimate={e.estimate} anonymised={!!e.anonymisedAt} caseStatus={e.status} />
          <Divider />
          {isWon(detail.data?.status ?? e.status) && (
            <>
              <JobPanel enquiryId={e.id} />
              <HandoverPanel enquiryId={e.id} status={detail.data?.status ?? e.status} />
              <Divider />
            </>
          )}
          <EnquiryNotes enquiryId={e.id} notes={detail.data?.notes} />
          <Divider />
          <EnquiryTimeline enquiryId={e.id} />
        </Stack>
      )}
    </AdminModal>
  );
}
