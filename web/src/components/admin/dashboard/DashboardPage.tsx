import { Anchor, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { entityLabel } from '../../../../../src/shared/labels';
import { trpc } from '../../../trpc';
import { ActionBadge } from '../activity/ActionBadge';
import { formatLongDateTime } from '../format';

type Counter = { label: string; value: number | undefined; to: string };

function CounterCard({ label, value, to }: Counter) {
  return (
    <Paper withBorder radius="md" p="md" shadow="xs">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} c="oak.9" mt={4}>
        {value ?? '–'}
      </Text>
      <Anchor component={Link} to={to} size="sm" mt={4} display="inline-block">
        Se alle<span className="visually-hidden-caption"> {label.toLowerCase()}</span>
      </Anchor>
    </Paper>
  );
}

export function DashboardPage() {
  const stats = trpc.admin.activity.dashboard.useQuery();
  const d = stats.data;
  const counters: Counter[] = [
    { label: 'Prosjekter', value: d?.projects, to: '/admin/projects' },
    { label: 'Tjenester', value: d?.services, to: '/admin/services' },
    { label: 'Henvendelser', value: d?.enquiries, to: '/admin/contact-submissions' },
    { label: 'Loggførte aktiviteter', value: d?.activities, to: '/admin/activity-logs' },
  ];

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {counters.map((c) => (
          <CounterCard key={c.label} {...c} />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Siste aktiviteter
          </Title>
          <Anchor component={Link} to="/admin/activity-logs" size="sm">
            Hele aktivitetsloggen
          </Anchor>
        </Group>
        {stats.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" color="oak" aria-hidden />
            <Text c="dimmed">Laster...</Text>
          </Group>
        ) : stats.isError ? (
          <Text c="red.8" role="alert">
            Kunne ikke laste oversikten. Prøv igjen senere.
          </Text>
        ) : d && d.latestActivities.length > 0 ? (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {d.latestActivities.map((a) => (
              <Group
                key={a.id}
                component="li"
                justify="space-between"
                gap="xs"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group gap="sm" wrap="nowrap">
                  <ActionBadge action={a.action} />
                  <Text size="sm">
                    {entityLabel(a.entityType)}
                    {a.entityId !== null ? ` #${a.entityId}` : ''}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  <time dateTime={a.createdAt}>{formatLongDateTime(a.createdAt)}</time>
                </Text>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">Ingen aktiviteter registrert ennå</Text>
        )}
      </Paper>
    </Stack>
  );
}
