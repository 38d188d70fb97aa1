import { Badge, Button, Table, Text } from '@mantine/core';
import { enquiryTypeLabel } from '../../../../../src/shared/labels';
import type { EnquiryDto } from '../../../../../src/shared/schemas/enquiry';
import { trpc } from '../../../trpc';
import { AdminTable } from '../AdminTable';
import { formatDateTime, truncate } from '../format';
import { PageToolbar } from '../PageToolbar';
import { Pager, usePaged } from '../Pager';
import { TableStatusRow } from '../TableStatusRow';
import { useDialog } from '../useDialog';
import { EnquiryDetailModal } from './EnquiryDetailModal';

export function EnquiriesPage() {
  const enquiries = trpc.admin.enquiries.list.useQuery();
  const detail = useDialog<EnquiryDto>();
  const paged = usePaged(enquiries.data ?? []);

  return (
    <>
      <PageToolbar text="Meldinger og befaringsforespørsler sendt fra nettsiden, nyeste først. Klikk på en rad for å se alt kunden sendte." />
      <AdminTable caption="Henvendelser" minWidth={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dato</Table.Th>
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
            colSpan={7}
            loading={enquiries.isPending}
            error={enquiries.isError ? 'En feil oppstod under lasting av henvendelser' : null}
            empty={enquiries.isSuccess && paged.total === 0 ? 'Ingen henvendelser funnet' : null}
          />
          {paged.items.map((e) => (
            <Table.Tr key={e.id} className="admin-table-row-clickable" onClick={() => detail.open(e)}>
              <Table.Td data-label="Dato" className="admin-nowrap">
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
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
                    detail.open(e);
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
      <EnquiryDetailModal opened={detail.opened} enquiry={detail.item} onClose={detail.close} />
    </>
  );
}
