import { Alert, Anchor, Button, Grid, Group, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { CalculatorType } from '@shared/calculators';
import { isCalculatorCategory, pricingCategories, pricingCategoryLabel, type PricingCategory } from '@shared/pricing/categories';
import { catalogueEntry, missingRequiredPrices } from '@shared/calculators/price-effects';
import { fallbackShortNotes, priceValueText } from '@shared/calculators/price-text';
import type { PublicPricingParameter } from '@shared/pricing';
import { isOneOf } from '@shared/domain';
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
  category: PricingCategory;
  /** The category's active prices, for what stands in for what now. */
  active: readonly PublicPricingParameter[];
  onEdit: (p: PricingParameterDto) => void;
  onDelete: (p: PricingParameterDto) => void;
};

/** Whether the calculator reads this price (a catalogue price: fixed key, no delete). */
const isCatalogue = (p: PricingParameterDto): boolean => catalogueEntry(p.category, p.parameterKey) !== undefined;

/**
 * The owner's words first: the name, the value as the carpenter reads it («3 300 kr per m²»), and
 * which price stands in when this one is missing. The key the calculator looks up comes last, small.
 */
const columnsFor = (active: readonly PublicPricingParameter[]): Column<PricingParameterDto>[] => [
  {
    label: 'Pris',
    cell: (p) => {
      const notes = fallbackShortNotes(p.category, p.parameterKey, active);
      return (
        <div>
          <Text size="sm" fw={600}>
            {p.parameterName}
          </Text>
          {notes.fallsBackTo ? (
            <Text size="xs" c="gray.7">
              {notes.fallsBackTo}
            </Text>
          ) : null}
          {notes.standsIn ? (
            <Text size="xs" c="gray.7">
              {notes.standsIn}
            </Text>
          ) : null}
          <Text size="xs" c="gray.6" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {p.parameterKey}
          </Text>
        </div>
      );
    },
  },
  {
    label: 'Verdi',
    nowrap: true,
    cell: (p) => (
      <Text size="sm" fw={600} span data-testid="price-value">
        {priceValueText(p.category, p.parameterKey, p.parameterValue)}
      </Text>
    ),
  },
  { label: 'Status', cell: (p) => <ActiveBadge active={p.isActive} /> },
];

function ParametersTable({ rows, status, category, active, onEdit, onDelete }: TableProps) {
  return (
    <AdminListTable
      caption={`Prisparametere for ${pricingCategoryLabel(category)}`}
      minWidth={640}
      columns={columnsFor(active)}
      rows={rows}
      status={status}
      // The calculator's own prices cannot be deleted; switch them off instead.
      actions={(p) => <RowActions name={`«${p.parameterName}»`} onEdit={() => onEdit(p)} onDelete={isCatalogue(p) ? undefined : () => onDelete(p)} />}
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
  const [category, setCategory] = useState<PricingCategory>('terrace');
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
      <Tabs value={category} onChange={(v) => isOneOf(pricingCategories, v) && setCategory(v)} keepMounted={false}>
        <Tabs.List mb="md">
          {pricingCategories.map((c) => (
            <Tabs.Tab key={c} value={c}>
              {pricingCategoryLabel(c)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {pricingCategories.map((c) => (
          <Tabs.Panel key={c} value={c}>
            {loaded && isCalculatorCategory(c) ? <MissingPricesAlert type={c} all={all} /> : null}
            <Group justify="flex-end" mb="sm">
              <Button onClick={() => editor.open()}>{pricingTexts.add}</Button>
            </Group>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <ParametersTable
                  rows={all.filter((p) => p.category === c)}
                  status={parameters.status}
                  category={c}
                  active={activeOf(all, c)}
                  onEdit={editor.open}
                  onDelete={deleter.open}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                {!loaded ? null : isCalculatorCategory(c) ? (
                  <ExampleEstimate type={c} current={activeOf(all, c)} />
                ) : (
                  <Text size="sm" c="dimmed">
                    Timepris, reisetillegg og minstepris står i <Anchor component={Link} to="/priser">prislisten på nettsiden</Anchor>, alle inkl. mva,
                    sammen med prisene på tjenestene.
                  </Text>
                )}
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
