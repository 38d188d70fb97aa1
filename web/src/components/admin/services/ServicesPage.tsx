import { Button, Text } from '@mantine/core';
import { serviceCategoryLabel } from '@shared/labels';
import type { ServiceDto } from '@shared/schemas/service';
import { trpc } from '../../../trpc';
import { AdminListTable, type Column } from '../AdminListTable';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormModal } from '../FormModal';
import { PageToolbar } from '../PageToolbar';
import { RowActions } from '../RowActions';
import { ActiveBadge } from '../StatusBadge';
import { useAdminList } from '../useAdminList';
import { ServiceForm } from './ServiceForm';
import { orderServices, priceText, serviceTypeText } from './service-list';

const columns = (byId: Map<number, ServiceDto>): Column<ServiceDto>[] => [
  {
    label: 'Tittel',
    heading: true,
    td: (s) => ({ pl: s.parentId !== null ? 'xl' : undefined }),
    cell: (s) => (
      <Text fw={s.parentId === null ? 600 : 400} size="sm">
        {s.title}
      </Text>
    ),
  },
  { label: 'Kategori', cell: (s) => serviceCategoryLabel(s.category) },
  { label: 'Type', cell: (s) => <Text size="sm">{serviceTypeText(s, byId)}</Text> },
  { label: 'Pris', nowrap: true, cell: (s) => <Text size="sm" c={s.price ? undefined : 'dimmed'}>{priceText(s)}</Text> },
  { label: 'Status', cell: (s) => <ActiveBadge active={s.isActive} /> },
];

export function ServicesPage() {
  const services = useAdminList({
    query: trpc.admin.services.list.useQuery(),
    remove: trpc.admin.services.delete.useMutation(),
    thing: 'tjenesten',
    loadError: 'Kunne ikke laste tjenestene. Prøv igjen senere.',
    empty: 'Ingen tjenester funnet',
    deleted: (s) => ({ title: 'Tjeneste slettet', message: `«${s.title}» er slettet.` }),
  });
  const { list, editor, deleter } = services;
  const childCount = deleter.item ? list.filter((s) => s.parentId === deleter.item?.id).length : 0;
  return (
    <>
      <PageToolbar text="Tjenestene som vises på nettsiden. En undertjeneste hører til en hovedtjeneste; inaktive tjenester vises ikke.">
        <Button onClick={() => editor.open()}>Legg til tjeneste</Button>
      </PageToolbar>
      <AdminListTable
        caption="Tjenester"
        minWidth={860}
        columns={columns(new Map(list.map((s) => [s.id, s])))}
        rows={orderServices(list)}
        status={services.status}
        actions={(s) => <RowActions name={s.title} onEdit={() => editor.open(s)} onDelete={() => deleter.open(s)} />}
      />
      <FormModal dialog={editor} title={{ create: 'Legg til tjeneste', edit: 'Rediger tjeneste' }}>
        {(service, done) => <ServiceForm service={service} services={list} onDone={done} />}
      </FormModal>
      <ConfirmDialog {...services.confirm} title="Slett tjeneste">
        Er du sikker på at du vil slette tjenesten «{deleter.item?.title}»? Alle undertjenester blir også slettet
        {childCount > 0 ? ` (${childCount})` : ''}. Dette kan ikke angres.
      </ConfirmDialog>
    </>
  );
}
