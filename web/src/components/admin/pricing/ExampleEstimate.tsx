import { Paper, Stack, Text, Title } from '@mantine/core';
import type { CalculatorType } from '@shared/calculators';
import { exampleEstimate } from '@shared/calculators/price-effects';
import { formatNok, type PublicPricingParameter } from '@shared/pricing';

type Props = {
  type: CalculatorType;
  /** The active prices now. */
  current: ReadonlyArray<PublicPricingParameter>;
  /** The active prices with an unsaved change; the example then shows what changes. */
  changed?: ReadonlyArray<PublicPricingParameter>;
  /** Pick the example that uses this price. */
  priceKey?: string;
};

const nok = (n: number) => `${formatNok(n)} kr`;

/** A worked example of the calculator with the current prices, and with an unsaved change when given. */
export function ExampleEstimate({ type, current, changed, priceKey }: Props) {
  const before = exampleEstimate(type, current, priceKey);
  const after = changed ? exampleEstimate(type, changed, priceKey) : before;
  const differs = after.total !== before.total;
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="example-estimate">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {changed ? 'Slik blir eksempelet med endringen' : 'Eksempel med prisene nå'}
        </Title>
        <Text size="sm" c="gray.7">
          {after.rows.join(' · ')}
        </Text>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Eksempelestimat">
          {after.lines.map((line, i) => {
            const old = before.lines[i]?.amount;
            return (
              <Text component="li" size="sm" key={i} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                <span>{line.label}</span>
                <span className="admin-nowrap">
                  {line.note === 'Inkludert' ? 'Inkludert' : nok(line.amount)}
                  {old !== undefined && old !== line.amount ? <Text span size="xs" c="gray.7">{` (nå ${nok(old)})`}</Text> : null}
                </span>
              </Text>
            );
          })}
        </Stack>
        <Text fw={700} size="sm">
          Totalt: {nok(after.total)}
          {differs ? <Text span fw={400} size="sm" c="gray.7">{` (nå ${nok(before.total)})`}</Text> : null}
        </Text>
      </Stack>
    </Paper>
  );
}
