import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { serviceCategoryLabel } from '@shared/labels';
import type { ServiceDto } from '@shared/schemas/service';
import { trpc } from '../../../trpc';
import { AdminTable } from '../AdminTable';
import { ConfirmDialog } from '../ConfirmDialog';
import { PageToolbar } from '../PageToolbar';
import { TableStatusRow } from '../TableStatusRow';
import { useDialog } from '../useDialog';
import { useAdminChange } from '../useAdminChange';
import { ServiceFormModal } from './ServiceFormModal';
import { orderServices, priceText, serviceTypeText } from './service-list';

export function ServicesPage() {
  const services = trpc.admin.services.list.useQuery();
  const change = useAdminChange();
  const remove = trpc.admin.services.delete.useMutation();
  const editor = useDialog<ServiceDto>();
  const deleter = useDialog<ServiceDto>();
  const list = services.data ?? [];
  const byId = new Map(list.map((s) => [s.id, s]));

  const confirmDelete = async () => {
    const service = deleter.item;
    if (!service) return;
    const ok = await change({
      kind: 'delete',
      thing: 'tjenesten',
      run: () => remove.mutateAsync({ id: service.id }),
      success: { title: 'Tjeneste slettet', message: `«${service.title}» er slettet.` },
    });
    if (ok) deleter.close();
  };

  const childCount = deleter.item ? list.filter((s) => s.parentId === deleter.item?.id).length : 0;
  return (
    <>
      <PageToolbar text="Tjenestene som vises på nettsiden. En undertjeneste hører til en hovedtjeneste; inaktive tjenester vises ikke.">
        <Button onClick={() => editor.open()}>Legg til tjeneste</Button>
      </PageToolbar>
      <AdminTable caption="Tjenester" minWidth={860}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tittel</Table.Th>
            <Table.Th>Kategori</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Pris</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <span className="visually-hidden-caption">Handlinger</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStatusRow
            colSpan={6}
            loading={services.isPending}
            error={services.isError ? 'Kunne ikke laste tjenestene. Prøv igjen senere.' : null}
            empty={services.isSuccess && list.length === 0 ? 'Ingen tjenester funnet' : null}
          />
          {orderServices(list).map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td pl={s.parentId !== null ? 'xl' : undefined}>
                <Text fw={s.parentId === null ? 600 : 400} size="sm">
                  {s.title}
                </Text>
              </Table.Td>
              <Table.Td data-label="Kategori">{serviceCategoryLabel(s.category)}</Table.Td>
              <Table.Td data-label="Type">
                <Text size="sm">
                  {serviceTypeText(s, byId)}
                </Text>
              </Table.Td>
              <Table.Td data-label="Pris" className="admin-nowrap">
                <Text size="sm" c={s.price ? undefined : 'dimmed'}>
                  {priceText(s)}
                </Text>
              </Table.Td>
              <Table.Td data-label="Status">
                <Badge color={s.isActive ? 'forest' : 'gray'} variant="light" tt="none">
                  {s.isActive ? 'Aktiv' : 'Inaktiv'}
                </Badge>
              </Table.Td>
              <Table.Td data-actions>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => editor.open(s)} aria-label={`Rediger ${s.title}`}>
                    Rediger
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => deleter.open(s)} aria-label={`Slett ${s.title}`}>
                    Slett
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </AdminTable>
      <ServiceFormModal opened={editor.opened} service={editor.item} services={list} onClose={editor.close} />
      <ConfirmDialog
        opened={deleter.opened}
        title="Slett tjeneste"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={deleter.close}
      >
        Er du sikker på at du vil slette tjenesten «{deleter.item?.title}»? Alle undertjenester blir også slettet
        {childCount > 0 ? ` (${childCount})` : ''}. Dette kan ikke angres.
      </ConfirmDialog>
    </>
  );
}
