import { Paper, Table, Text, Title } from '@mantine/core';
import { trpc } from '../../../trpc';
import { formatMonth } from '@shared/dates';

const monthName = (ym: string) => formatMonth(ym);

const steps = [
  { key: 'estimates', label: 'Lagrede estimater' },
  { key: 'inspections', label: 'Befaringsforespørsler' },
  { key: 'quotesSent', label: 'Tilbud sendt' },
  { key: 'won', label: 'Vunnet' },
] as const;

/** From a saved estimate to a won job, this month and last, counted from our own tables. */
export function ConversionCard() {
  const q = trpc.admin.quotes.conversion.useQuery();
  const d = q.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Title order={2} size="h4" mb="sm">
        Fra estimat til oppdrag
      </Title>
      {q.isError && <Text c="red">Kunne ikke hente tallene.</Text>}
      {d && (
        <Table data-testid="conversion">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th ta="right">{monthName(d.thisMonth.month)}</Table.Th>
              <Table.Th ta="right">{monthName(d.lastMonth.month)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {steps.map((s) => (
              <Table.Tr key={s.key}>
                <Table.Td>{s.label}</Table.Td>
                <Table.Td ta="right">{d.thisMonth[s.key]}</Table.Td>
                <Table.Td ta="right">{d.lastMonth[s.key]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
