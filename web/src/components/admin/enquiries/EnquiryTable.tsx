import { ActionIcon, Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { enquiryTypeLabel } from '@shared/labels';
import type { EnquiryDto } from '@shared/schemas/enquiry';
import { AdminListTable, type Column, type ListStatus } from '../AdminListTable';
import { formatDateTime, oneLine } from '../format';
import { StatusSelect } from './StatusSelect';

/** "Anonymisert" for an enquiry whose personal data the retention job cleared. */
export const shownName = (e: Pick<EnquiryDto, 'name' | 'anonymisedAt'>) => (e.anonymisedAt && !e.name ? 'Anonymisert' : e.name);

/** An e-mail address that may wrap after its @ and dots rather than anywhere. */
function breakableEmail(email: string) {
  return email.split(/(?<=[@.])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

const columns: Column<EnquiryDto>[] = [
  { label: 'Dato', width: 94, cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time> },
  {
    label: 'Referanse',
    width: 116,
    nowrap: true,
    // The reference is the link to the case's page (the whole row opens it too, by mouse).
    cell: (e) => (
      <Anchor
        size="sm"
        fw={600}
        onClick={(ev) => ev.stopPropagation()}
        aria-label={`Vis henvendelse ${e.reference}`}
        renderRoot={(props) => <Link to="/admin/contact-submissions/$id" params={{ id: String(e.id) }} {...props} />}
      >
        {e.reference}
      </Anchor>
    ),
  },
  {
    label: 'Type',
    width: 84,
    cell: (e) => (
      <Badge color={e.type === 'inspection' ? 'forest' : 'oak'} variant="light" tt="none">
        {enquiryTypeLabel(e.type)}
      </Badge>
    ),
  },
  { label: 'Status', width: 150, cell: (e) => <StatusSelect id={e.id} status={e.status} label={`Status for ${e.reference}`} /> },
  { label: 'Navn', className: 'admin-wrap', cell: (e) => shownName(e) },
  { label: 'E-post', className: 'admin-wrap', cell: (e) => (e.email ? breakableEmail(e.email) : '-') },
  { label: 'Telefon', width: 120, nowrap: true, cell: (e) => e.phone || '-' },
  {
    label: 'Melding',
    width: '18%',
    cell: (e) => (
      <Text size="sm" title={e.message} lineClamp={2} className="admin-wrap">
        {oneLine(e.message) || '-'}
      </Text>
    ),
  },
];

type Props = { rows: EnquiryDto[]; status: ListStatus; onOpen: (id: number) => void; onDelete: (e: EnquiryDto) => void };

/**
 * Fixed column widths: the table fits beside the menu at 1280 px; names and addresses wrap and a message
 * shows two lines. Narrower screens scroll it inside its frame (phones stack the rows).
 */
export function EnquiryTable({ rows, status, onOpen, onDelete }: Props) {
  return (
    <AdminListTable
      caption="Henvendelser"
      minWidth={940}
      tableProps={{ layout: 'fixed', horizontalSpacing: 'xs', 'data-enquiry-table': true }}
      columns={columns}
      rows={rows}
      status={status}
      rowProps={(e) => ({ className: 'admin-table-row-clickable', onClick: () => onOpen(e.id) })}
      actions={(e) => (
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            size="md"
            variant="subtle"
            color="red"
            aria-label={`Slett henvendelse ${e.reference}`}
            onClick={(ev) => {
              ev.stopPropagation();
              onDelete(e);
            }}
          >
            <TrashIcon />
          </ActionIcon>
        </Group>
      )}
    />
  );
}

function TrashIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}
