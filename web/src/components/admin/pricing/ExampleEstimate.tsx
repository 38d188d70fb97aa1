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

// The site's money format, «12 500 kr».
const nok = (n: number) => `${formatNok(n)} kr`;

/** A worked example of the calculator with the current prices, and with an unsaved change when given. */
export function ExampleEstimate({ type, current, changed, priceKey }: Props) {
  const before = exampleEstimate(type, current, priceKey);
  // The same example with the change: chosen by the prices now, so it does not jump while a value is typed.
  const after = changed ? exampleEstimate(type, changed, priceKey, current) : before;
  const unused = priceKey !== undefined && before.using.length === 0;
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
        {unused ? (
          <Text size="sm" c="gray.7" data-testid="example-unused">
            Med prisene nå bruker ingen av eksemplene denne prisen.
          </Text>
        ) : null}
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Eksempelestimat">
          {after.lines.map((line, i) => {
            const old = before.lines[i]?.amount;
            const uses = before.using.includes(i);
            return (
              <Text component="li" size="sm" key={i} fw={uses ? 700 : undefined} data-uses-price={uses || undefined} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                <span>
                  {line.label}
                  {uses ? <Text span size="xs" fw={400} c="gray.7">{' · bruker denne prisen'}</Text> : null}
                </span>
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
