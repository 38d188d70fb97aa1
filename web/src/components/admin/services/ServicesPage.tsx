import { Text } from '@mantine/core';
import { serviceCategoryLabel } from '@shared/labels';
import type { ServiceDto } from '@shared/schemas/service';
import { trpc } from '../../../trpc';
import { AdminListScreen } from '../AdminListScreen';
import { type Column } from '../AdminListTable';
import { ActiveBadge } from '../StatusBadge';
import { useAdminList } from '../useAdminList';
import { serviceTexts } from '../list-texts';
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
  const services = useAdminList<ServiceDto>(trpc.admin.services, serviceTexts);
  const { list } = services;
  return (
    <AdminListScreen
      of={services}
      columns={columns(new Map(list.map((s) => [s.id, s])))}
      rows={orderServices(list)}
      minWidth={860}
      name={(s) => s.title}
      form={(service, done) => <ServiceForm service={service} services={list} onDone={done} />}
    />
  );
}
