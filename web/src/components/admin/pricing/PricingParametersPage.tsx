import { Alert, Button, Grid, Group, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { calculatorTypes, priceUnits, type CalculatorType } from '@shared/calculators';
import { calculatorMeta } from '@shared/calculators/meta';
import { catalogueEntry, missingRequiredPrices } from '@shared/calculators/price-effects';
import { isOneOf } from '@shared/labels';
import type { PricingParameterDto } from '@shared/schemas/pricing';
import { trpc } from '../../../trpc';
import { AdminListTable, type Column, type ListStatus } from '../AdminListTable';
import { ConfirmDialog } from '../ConfirmDialog';
import { RowActions } from '../RowActions';
import { ActiveBadge } from '../StatusBadge';
import { useAdminList } from '../useAdminList';
import { pricingTexts } from '../list-texts';
import { activeOf } from './active';
import { ExampleEstimate } from './ExampleEstimate';
import { ParameterFormModal } from './ParameterFormModal';

type TableProps = {
  rows: PricingParameterDto[];
  status: ListStatus;
  category: CalculatorType;
  onEdit: (p: PricingParameterDto) => void;
  onDelete: (p: PricingParameterDto) => void;
};

/** The unit of a price the calculator reads; a parameter the owner added has none of its own. */
const unitOf = (p: PricingParameterDto): string | null => {
  const entry = catalogueEntry(p.category, p.parameterKey);
  return entry ? priceUnits[entry.unit] : null;
};

const columns: Column<PricingParameterDto>[] = [
  {
    label: 'Pris',
    cell: (p) => (
      <div>
        <Text size="sm" fw={600}>
          {p.parameterName}
        </Text>
        <Text size="xs" c="gray.7" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {p.parameterKey}
        </Text>
      </div>
    ),
  },
  {
    label: 'Verdi',
    nowrap: true,
    cell: (p) => {
      const unit = unitOf(p);
      return (
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
      );
    },
  },
  { label: 'Status', cell: (p) => <ActiveBadge active={p.isActive} /> },
];

function ParametersTable({ rows, status, category, onEdit, onDelete }: TableProps) {
  return (
    <AdminListTable
      caption={`Prisparametere for ${calculatorMeta[category].label}`}
      minWidth={640}
      columns={columns}
      rows={rows}
      status={status}
      // The calculator's own prices cannot be deleted; switch them off instead.
      actions={(p) => <RowActions name={p.parameterKey} onEdit={() => onEdit(p)} onDelete={unitOf(p) === null ? () => onDelete(p) : undefined} />}
    />
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
  const parameters = useAdminList<PricingParameterDto>(trpc.admin.pricingParameters, pricingTexts);
  const { list: all, editor, deleter } = parameters;
  const [category, setCategory] = useState<CalculatorType>('terrace');
  const loaded = parameters.query.isSuccess;

  const askDelete = (p: PricingParameterDto) => {
    editor.close();
    deleter.open(p);
  };

  return (
    <>
      <Text c="dimmed" size="sm" mb="md" maw={720}>
        {pricingTexts.intro}
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
            {loaded ? <MissingPricesAlert type={c} all={all} /> : null}
            <Group justify="flex-end" mb="sm">
              <Button onClick={() => editor.open()}>{pricingTexts.add}</Button>
            </Group>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <ParametersTable
                  rows={all.filter((p) => p.category === c)}
                  status={parameters.status}
                  category={c}
                  onEdit={editor.open}
                  onDelete={deleter.open}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                {loaded ? <ExampleEstimate type={c} current={activeOf(all, c)} /> : null}
              </Grid.Col>
            </Grid>
          </Tabs.Panel>
        ))}
      </Tabs>
      <ParameterFormModal dialog={editor} category={category} all={all} onDelete={askDelete} />
      <ConfirmDialog {...parameters.confirm} title={pricingTexts.titles.delete}>
        {deleter.item && pricingTexts.confirm(deleter.item, all)}
      </ConfirmDialog>
    </>
  );
}
