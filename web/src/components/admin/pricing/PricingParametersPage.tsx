import { Alert, Badge, Button, Grid, Group, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { calculatorTypes, priceUnits, type CalculatorType } from '@shared/calculators';
import { calculatorMeta } from '@shared/calculators/meta';
import { catalogueEntry, missingRequiredPrices } from '@shared/calculators/price-effects';
import { isOneOf } from '@shared/labels';
import type { PricingParameterDto } from '@shared/schemas/pricing';
import { trpc } from '../../../trpc';
import { AdminTable } from '../AdminTable';
import { ConfirmDialog } from '../ConfirmDialog';
import { TableStatusRow } from '../TableStatusRow';
import { useAdminChange } from '../useAdminChange';
import { useDialog } from '../useDialog';
import { activeOf } from './active';
import { ExampleEstimate } from './ExampleEstimate';
import { ParameterFormModal } from './ParameterFormModal';

type TableProps = {
  rows: PricingParameterDto[];
  loading: boolean;
  error: boolean;
  category: CalculatorType;
  onEdit: (p: PricingParameterDto) => void;
  onDelete: (p: PricingParameterDto) => void;
};

/** The unit of a price the calculator reads; a parameter the owner added has none of its own. */
const unitOf = (p: PricingParameterDto): string | null => {
  const entry = catalogueEntry(p.category, p.parameterKey);
  return entry ? priceUnits[entry.unit] : null;
};

function ParametersTable({ rows, loading, error, category, onEdit, onDelete }: TableProps) {
  return (
    <AdminTable caption={`Prisparametere for ${calculatorMeta[category].label}`} minWidth={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Pris</Table.Th>
          <Table.Th>Verdi</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <span className="visually-hidden-caption">Handlinger</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <TableStatusRow
          colSpan={4}
          loading={loading}
          error={error ? 'Kunne ikke laste prisparameterne. Prøv igjen senere.' : null}
          empty={
            !loading && !error && rows.length === 0
              ? 'Ingen parametere funnet for denne kategorien. Legg til nye parametere med knappen over.'
              : null
          }
        />
        {rows.map((p) => {
          const unit = unitOf(p);
          return (
            <Table.Tr key={p.id}>
              <Table.Td data-label="Pris">
                <div>
                  <Text size="sm" fw={600}>
                    {p.parameterName}
                  </Text>
                  <Text size="xs" c="gray.7" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {p.parameterKey}
                  </Text>
                </div>
              </Table.Td>
              <Table.Td data-label="Verdi" className="admin-nowrap">
                <span>
                  <Text size="sm" fw={600} span>
                    {p.parameterValue}
                  </Text>
                  {unit ? (
                    <Text size="xs" c="gray.7" span>
                      {' '}
                      {unit}
                    </Text>
                  ) : null}
                </span>
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
                  {/* The calculator's own prices cannot be deleted; switch them off instead. */}
                  {unit === null ? (
                    <Button size="xs" variant="light" color="red" onClick={() => onDelete(p)} aria-label={`Slett ${p.parameterKey}`}>
                      Slett
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </AdminTable>
  );
}

function MissingPricesAlert({ type, all }: { type: CalculatorType; all: readonly PricingParameterDto[] }) {
  const missing = missingRequiredPrices(type, activeOf(all, type));
  if (missing.length === 0) return null;
  return (
    <Alert color="red" variant="light" mb="md" title="Kalkulatoren mangler priser">
      Disse prisene er slått av, mangler eller er 0, så linjene som bruker dem blir 0 kr i estimatet:{' '}
      {missing.map((e) => e.label).join(', ')}.
    </Alert>
  );
}

export function PricingParametersPage() {
  const parameters = trpc.admin.pricingParameters.list.useQuery();
  const change = useAdminChange();
  const remove = trpc.admin.pricingParameters.delete.useMutation();
  const [category, setCategory] = useState<CalculatorType>('terrace');
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
    const ok = await change({
      kind: 'delete',
      thing: 'prisparameteren',
      run: () => remove.mutateAsync({ id: p.id }),
      success: { title: 'Parameter slettet', message: `${p.parameterName} (${p.parameterKey}) er slettet.` },
    });
    if (ok) deleter.close();
  };

  return (
    <>
      <Text c="dimmed" size="sm" mb="md" maw={720}>
        Prisene priskalkulatorene på nettsiden regner med, i kroner inkl. mva. Endringer gjelder straks. Bare aktive parametere
        brukes. Prisene kalkulatoren selv bruker kan ikke slettes eller få ny nøkkel, men du kan endre verdien eller slå dem av.
      </Text>
      <Tabs value={category} onChange={(v) => isOneOf(calculatorTypes, v) && setCategory(v)} keepMounted={false}>
        <Tabs.List mb="md">
          {calculatorTypes.map((c) => (
            <Tabs.Tab key={c} value={c}>
              {calculatorMeta[c].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {calculatorTypes.map((c) => (
          <Tabs.Panel key={c} value={c}>
            {parameters.data ? <MissingPricesAlert type={c} all={all} /> : null}
            <Group justify="flex-end" mb="sm">
              <Button onClick={() => editor.open()}>Legg til parameter</Button>
            </Group>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <ParametersTable
                  rows={all.filter((p) => p.category === c)}
                  loading={parameters.isPending}
                  error={parameters.isError}
                  category={c}
                  onEdit={editor.open}
                  onDelete={deleter.open}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                {parameters.data ? <ExampleEstimate type={c} current={activeOf(all, c)} /> : null}
              </Grid.Col>
            </Grid>
          </Tabs.Panel>
        ))}
      </Tabs>
      <ParameterFormModal
        opened={editor.opened}
        parameter={editor.item}
        category={category}
        all={all}
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
