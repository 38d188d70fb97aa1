import { Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { enquiryStatusLabels } from '@shared/labels';
import { formatKr } from '@shared/pricing/vat';
import type { JobDto } from '@shared/schemas/job';
import { trpc } from '../../../trpc';
import { isoWeek, jobStatusColor, spanText, weekTitle } from './job-format';

/** «Oppdrag»: the jobs by the week they start, those not planned yet first, each linked to its enquiry. */
export function JobsPage() {
  const jobs = trpc.admin.jobs.list.useQuery();
  if (jobs.isPending) return <Loader size="sm" aria-label="Henter oppdragene" />;
  if (jobs.isError)
    return (
      <Text c="red.8" role="alert">
        Kunne ikke hente oppdragene. Prøv igjen senere.
      </Text>
    );
  if (!jobs.data.length) {
    return (
      <Paper withBorder radius="md" p="lg" maw={720}>
        <Text size="sm" c="dimmed">
          Ingen oppdrag ennå. Når en kunde aksepterer et tilbud, kommer oppdraget hit for å planlegges.
        </Text>
      </Paper>
    );
  }
  const groups = new Map<string, JobDto[]>();
  for (const j of jobs.data) {
    const key = j.startDate ? isoWeek(j.startDate).key : '';
    groups.set(key, [...(groups.get(key) ?? []), j]);
  }
  return (
    <Stack gap="lg" maw={820}>
      {[...groups.entries()].map(([key, list]) => (
        <Paper key={key || 'unplanned'} withBorder radius="md" shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={key ? weekTitle(list[0]!.startDate!) : 'Ikke planlagt'}>
          <Title order={2} size="h4" mb="sm">
            {key ? weekTitle(list[0]!.startDate!) : 'Ikke planlagt'}
          </Title>
          <Stack gap="sm">
            {list.map((j) => (
              <JobRow key={j.id} job={j} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function JobRow({ job }: { job: JobDto }) {
  const waiting = job.changeOrders.filter((o) => o.status === 'sent').length;
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" data-testid="job-row">
      <Stack gap={2}>
        <Anchor fw={700} size="sm" renderRoot={(props) => <Link to="/admin/contact-submissions/$id" params={{ id: String(job.enquiryId) }} {...props} />}>
          {`${job.customerName} (${job.reference})`}
        </Anchor>
        <Text size="sm" c="dimmed">
          {[job.address, job.startDate && job.endDate ? spanText(job.startDate, job.endDate) : null].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">{`Avtalt pris ${formatKr(job.agreedTotal)}${waiting ? ` · ${waiting} endring${waiting > 1 ? 'er' : ''} venter på svar` : ''}`}</Text>
      </Stack>
      <Badge color={jobStatusColor[job.status] ?? 'gray'} variant="light" tt="none">
        {enquiryStatusLabels[job.status]}
      </Badge>
    </Group>
  );
}
