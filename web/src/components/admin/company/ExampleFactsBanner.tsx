import { Alert, Anchor, Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CompanyReadiness } from '@shared/schemas/company';
import { trpc } from '../../../trpc';

/** The facts that still hold the first start's example values, named with the value to replace. */
function FactList({ facts }: { facts: CompanyReadiness['exampleFacts'] }) {
  return (
    <List size="sm" mt={4} mb={6} spacing={2}>
      {facts.map((f) => (
        <List.Item key={f.field}>
          {f.label}: «{f.value}»
        </List.Item>
      ))}
    </List>
  );
}

/**
 * On every back-office page while any company fact is still the seeded example: what to replace and a
 * link to Firma. It disappears when the last one is replaced (the query refreshes after every save).
 */
export function ExampleFactsBanner() {
  const readiness = trpc.admin.company.readiness.useQuery();
  const facts = readiness.data?.exampleFacts ?? [];
  if (facts.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="lg"
      title="Bytt ut eksempelopplysningene før nettsiden tas i bruk"
      data-testid="example-facts-banner"
      // A standing notice, not an urgent one: a named region a screen reader can find, not an alert announced on every page.
      role="region"
    >
      <Text size="sm">Disse firmaopplysningene er fortsatt eksempler fra oppstarten og vises slik på nettsiden:</Text>
      <FactList facts={facts} />
      <Anchor component={Link} to="/admin/company" size="sm" fw={600}>
        Gå til Firma og fyll inn firmaets egne opplysninger
      </Anchor>
    </Alert>
  );
}

/** The dashboard's word on whether the site can be shown to customers. */
export function CustomerReadiness() {
  const readiness = trpc.admin.company.readiness.useQuery();
  const r = readiness.data;
  if (!r) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs" data-testid="customer-readiness">
      <Group gap="sm" mb={4}>
        <Title order={2} size="h4">
          Klar for kunder
        </Title>
        <Badge color={r.readyForCustomers ? 'green' : 'red'} variant="light">
          {r.readyForCustomers ? 'Ja' : 'Nei'}
        </Badge>
      </Group>
      <Text size="sm">
        {r.readyForCustomers
          ? 'Firmaopplysningene er firmaets egne. Nettsiden er klar for kunder.'
          : `Nettsiden virker, men er ikke klar for kunder: ${r.exampleFacts.length === 1 ? 'én opplysning' : `${r.exampleFacts.length} opplysninger`} er fortsatt eksempler.`}
      </Text>
      {r.readyForCustomers ? null : (
        <Anchor component={Link} to="/admin/company" size="sm">
          Gå til Firma
        </Anchor>
      )}
    </Paper>
  );
}
