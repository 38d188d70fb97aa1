import { Badge, Button, Code, Group, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { isOneOf, pricingCategories, pricingCategoryLabels, type PricingCategory } from '../../../../../src/shared/labels';
import type { PricingParameterDto } from '../../../../../src/shared/schemas/pricing';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { trpc } from '../../../trpc';
import { AdminTable } from '../AdminTable';
import { ConfirmDialog } from '../ConfirmDialog';
import { serverMessage } from '../errors';
import { TableStatusRow } from '../TableStatusRow';
import { useDialog } from '../useDialog';
import { useRefreshAfterChange } from '../useRefresh';
import { ParameterFormModal } from './ParameterFormModal';

type TableProps = {
  rows: PricingParameterDto[];
  loading: boolean;
  error: boolean;
  category: PricingCategory;
  onEdit: (p: PricingParameterDto) => void;
  onDelete: (p: PricingParameterDto) => void;
};

function ParametersTable({ rows, loading, error, category, onEdit, onDelete }: TableProps) {
  return (
    <AdminTable caption={`Prisparametere for ${pricingCategoryLabels[category]}`} minWidth={760}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Nøkkel</Table.Th>
          <Table.Th>Navn</Table.Th>
          <Table.Th>Verdi</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <span className="visually-hidden-caption">Handlinger</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <TableStatusRow
          colSpan={5}
          loading={loading}
          error={error ? 'Kunne ikke laste prisparameterne. Prøv igjen senere.' : null}
          empty={
            !loading && !error && rows.length === 0
              ? 'Ingen parametere funnet for denne kategorien. Legg til nye parametere med knappen over.'
              : null
          }
        />
        {rows.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              <Code>{p.parameterKey}</Code>
            </Table.Td>
            <Table.Td data-label="Navn">
              <div>
                <Text size="sm">{p.parameterName}</Text>
                {p.description && (
                  <Text size="xs" c="dimmed" lineClamp={1} visibleFrom="sm">
                    {p.description}
                  </Text>
                )}
              </div>
            </Table.Td>
            <Table.Td data-label="Verdi" className="admin-nowrap">
              <Text size="sm" fw={600}>
                {p.parameterValue}
              </Text>
            </Table.Td>
            <Table.Td data-label="Status">
              <Badge color={p.isActive ? 'forest' : 'gray'} variant="light" tt="none">
                {p.isActive ? 'Aktiv' : 'Inaktiv'}
              </Badge>
            </Table.Td>
            <Table.Td data-actions>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => onEdit(p)} aria-label={`Rediger ${p.parameterKey}`}>
                  Rediger
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => onDelete(p)} aria-label={`Slett ${p.parameterKey}`}>
                  Slett
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}

export function PricingParametersPage() {
  const parameters = trpc.admin.pricingParameters.list.useQuery();
  const refresh = useRefreshAfterChange();
  const remove = trpc.admin.pricingParameters.delete.useMutation();
  const [category, setCategory] = useState<PricingCategory>('terrace');
  const editor = useDialog<PricingParameterDto>();
  const deleter = useDialog<PricingParameterDto>();
  const all = parameters.data ?? [];

  const askDelete = (p: PricingParameterDto) => {
    editor.close();
    deleter.open(p);
  };

  const confirmDelete = async () => {
    const p = deleter.item;
    if (!p) return;
    try {
      await remove.mutateAsync({ id: p.id });
    } catch (error) {
      notifyError('Feil ved sletting', serverMessage(error) ?? 'Kunne ikke slette prisparameter.');
      return;
    }
    notifySuccess('Parameter slettet', `${p.parameterName} (${p.parameterKey}) er slettet.`);
    deleter.close();
    void refresh();
  };

  return (
    <>
      <Text c="dimmed" size="sm" mb="md" maw={720}>
        Prisene priskalkulatorene på nettsiden regner med, i kroner inkl. mva. Endringer gjelder straks. Bare aktive parametere
        brukes.
      </Text>
      <Tabs value={category} onChange={(v) => isOneOf(pricingCategories, v) && setCategory(v)} keepMounted={false}>
        <Tabs.List mb="md">
          {pricingCategories.map((c) => (
            <Tabs.Tab key={c} value={c}>
              {pricingCategoryLabels[c]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {pricingCategories.map((c) => (
          <Tabs.Panel key={c} value={c}>
            <Group justify="flex-end" mb="sm">
              <Button onClick={() => editor.open()}>Legg til parameter</Button>
            </Group>
            <ParametersTable
              rows={all.filter((p) => p.category === c)}
              loading={parameters.isPending}
              error={parameters.isError}
              category={c}
              onEdit={editor.open}
              onDelete={deleter.open}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ParameterFormModal
        opened={editor.opened}
        parameter={editor.item}
        category={category}
        onClose={editor.close}
        onDelete={askDelete}
      />
      <ConfirmDialog
        opened={deleter.opened}
        title="Slett prisparameter"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={deleter.close}
      >
        Er du sikker på at du vil slette parameteren «{deleter.item?.parameterName}» ({deleter.item?.parameterKey})? Dette kan
        ikke angres.
      </ConfirmDialog>
    </>
  );
}
