import { Badge, Button, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { enquiryTypeLabel } from '@shared/labels';
import { trpc } from '../../../trpc';
import { AdminTable } from '../AdminTable';
import { formatDateTime, truncate } from '../format';
import { PageToolbar } from '../PageToolbar';
import { Pager, usePaged } from '../Pager';
import { TableStatusRow } from '../TableStatusRow';
import { EnquiryDetailModal } from './EnquiryDetailModal';

const route = getRouteApi('/admin/_shell/contact-submissions');

export function EnquiriesPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const enquiries = trpc.admin.enquiries.list.useQuery(q ? { q } : {});
  const paged = usePaged(enquiries.data ?? []);
  // The open enquiry lives in the address (?id=42), so the link in the company's mail opens it.
  const { id } = route.useSearch();
  const navigate = route.useNavigate();
  const [shownId, setShownId] = useState<number | null>(id ?? null);
  if (id !== undefined && id !== shownId) setShownId(id);
  const open = (enquiryId: number) => void navigate({ search: { id: enquiryId } });
  const close = () => void navigate({ search: {} });
  const listed = enquiries.data?.find((e) => e.id === shownId) ?? null;

  return (
    <>
      <PageToolbar text="Meldinger og befaringsforespørsler sendt fra nettsiden, nyeste først. Klikk på en rad for å se alt kunden sendte og om e-postene kom frem.">
        <TextInput
          type="search"
          aria-label="Søk på referansenummer"
          placeholder="Søk på referanse, f.eks. SK-2026-0042"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
          maxLength={50}
        />
      </PageToolbar>
      <AdminTable caption="Henvendelser" minWidth={1000}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dato</Table.Th>
            <Table.Th>Referanse</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Navn</Table.Th>
            <Table.Th>E-post</Table.Th>
            <Table.Th>Telefon</Table.Th>
            <Table.Th>Melding</Table.Th>
            <Table.Th>
              <span className="visually-hidden-caption">Detaljer</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStatusRow
            colSpan={8}
            loading={enquiries.isPending}
            error={enquiries.isError ? 'En feil oppstod under lasting av henvendelser' : null}
            empty={enquiries.isSuccess && paged.total === 0 ? 'Ingen henvendelser funnet' : null}
          />
          {paged.items.map((e) => (
            <Table.Tr key={e.id} className="admin-table-row-clickable" onClick={() => open(e.id)}>
              <Table.Td data-label="Dato" className="admin-nowrap">
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
              </Table.Td>
              <Table.Td data-label="Referanse" className="admin-nowrap">
                {e.reference}
              </Table.Td>
              <Table.Td data-label="Type">
                <Badge color={e.type === 'inspection' ? 'forest' : 'oak'} variant="light" tt="none">
                  {enquiryTypeLabel(e.type)}
                </Badge>
              </Table.Td>
              <Table.Td data-label="Navn">{e.name}</Table.Td>
              <Table.Td data-label="E-post">{e.email}</Table.Td>
              <Table.Td data-label="Telefon" className="admin-nowrap">
                {e.phone || '-'}
              </Table.Td>
              <Table.Td data-label="Melding" maw={320}>
                <Text size="sm" title={e.message}>
                  {truncate(e.message)}
                </Text>
              </Table.Td>
              <Table.Td data-actions>
                <Button
                  size="xs"
                  variant="light"
                  onClick={(ev) => {
                    ev.stopPropagation();
                    open(e.id);
                  }}
                  aria-label={`Vis henvendelse fra ${e.name}`}
                >
                  Vis
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </AdminTable>
      <Pager {...paged} />
      <EnquiryDetailModal opened={id !== undefined} enquiryId={shownId} listed={listed} onClose={close} />
    </>
  );
}
