import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatLongDay, formatOsloTime, formatOsloWeekday, todayInOslo } from '@shared/dates';
import { enquiryStatusLabels } from '@shared/labels';
import { isHandedOver, jobSteps, stepAheadOfPlan, type JobStepStatus } from '@shared/domain';
import { PRICE_LIMIT_PERCENT } from '@shared/price-limit';
import { formatKr } from '@shared/pricing/vat';
import { jobPlanSchema, type BefaringClash, type JobDto } from '@shared/schemas/job';
import { trpc } from '../../../trpc';
import { ChangeButton, type Confirm } from '../ChangeButton';
import { ConfirmDialog } from '../ConfirmDialog';
import { useAdminChange } from '../useAdminChange';
import { ChangeOrders } from './ChangeOrders';
import { jobStatusColor, spanText } from './job-format';

/**
 * The job of an accepted quote, on its enquiry: the days (planned, moved or cancelled, each mailed to
 * the customer with an invite), its state one step at a time, the agreed price and the change orders.
 */
export function JobPanel({ enquiryId }: { enquiryId: number }) {
  const job = trpc.admin.jobs.ofEnquiry.useQuery({ id: enquiryId });
  if (!job.data) return null;
  return <JobCard job={job.data} />;
}

export function JobCard({ job }: { job: JobDto }) {
  const handedOver = isHandedOver(job.status);
  return (
    <Stack gap="sm" aria-labelledby={`job-${job.id}`} component="section">
      <Group gap="sm" justify="space-between">
        <Title order={3} size="h4" id={`job-${job.id}`}>
          Oppdrag
        </Title>
        <Badge color={jobStatusColor[job.status] ?? 'gray'} variant="light" tt="none">
          {enquiryStatusLabels[job.status]}
        </Badge>
      </Group>
      <Text size="sm">{job.startDate && job.endDate ? `Planlagt: ${spanText(job.startDate, job.endDate)}` : 'Ikke planlagt ennå.'}</Text>
      {!handedOver && <JobDates job={job} />}
      {!handedOver && <JobSteps job={job} />}
      <JobPrice job={job} />
      <ChangeOrders job={job} />
    </Stack>
  );
}

function JobDates({ job }: { job: JobDto }) {
  const [start, setStart] = useState(job.startDate ?? '');
  const [end, setEnd] = useState(job.endDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = trpc.admin.jobs.update.useMutation();
  const utils = trpc.useUtils();
  const change = useAdminChange();
  const planned = !!job.startDate;
  // Other customers' befaringer booked on the chosen days: the owner decides, knowing who and when.
  const [clashes, setClashes] = useState<BefaringClash[] | null>(null);
  const plan = async (dates: { id: number; startDate: string; endDate: string }, planOverBefaring: boolean) => {
    const ok = await change({
      kind: 'update',
      thing: 'datoene',
      run: () => update.mutateAsync({ ...dates, ...(planOverBefaring ? { planOverBefaring } : {}) }),
      success: {
        title: planned ? 'Oppdraget er flyttet' : 'Oppdraget er planlagt',
        message: 'Kunden får datoene på e-post med en kalenderoppføring.',
      },
      onError: (_e, message) => setError(message),
    });
    if (ok) setClashes(null);
  };
  const save = async () => {
    const parsed = jobPlanSchema.safeParse({
      id: job.id,
      startDate: start,
      endDate: end || start,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Velg datoer.');
      return;
    }
    setError(null);
    const found = await utils.admin.jobs.befaringClashes.fetch(parsed.data, { staleTime: 0 }).catch(() => []);
    if (found.length) setClashes(found);
    else await plan(parsed.data, false);
  };
  const unchanged = start === (job.startDate ?? '') && (end || start) === (job.endDate ?? '');
  return (
    <Paper withBorder p="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput type="date" label="Første dag" min={planned ? undefined : todayInOslo()} value={start} onChange={(e) => setStart(e.currentTarget.value)} w={170} />
        <TextInput type="date" label="Siste dag" min={start || undefined} value={end} onChange={(e) => setEnd(e.currentTarget.value)} w={170} />
        <Button size="sm" onClick={() => void save()} loading={update.isPending} disabled={!start || unchanged}>
          {planned ? 'Flytt oppdraget' : 'Planlegg oppdraget'}
        </Button>
        {job.status === 'planned' && (
          <ChangeButton
            size="sm"
            variant="light"
            color="red"
            pending={update.isPending}
            change={{
              kind: 'update',
              thing: 'datoene',
              run: () => update.mutateAsync({ id: job.id, status: 'won' }),
              success: {
                title: 'Datoene er avlyst',
                message: 'Kunden får beskjed, og kalenderoppføringen trekkes tilbake.',
              },
            }}
          >
            Avlys datoene
          </ChangeButton>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red.8" mt={6} role="alert">
          {error}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={6}>
        Kunden får datoene på e-post med en kalenderoppføring (.ics). Dagene er stengt for befaringer.
      </Text>
      <ConfirmDialog
        opened={clashes !== null}
        title="En annen kundes befaring er booket på disse dagene"
        confirmLabel="Planlegg likevel"
        confirmColor="orange"
        loading={update.isPending}
        onConfirm={() => void plan({ id: job.id, startDate: start, endDate: end || start }, true)}
        onClose={() => setClashes(null)}
      >
        <Stack gap="xs" data-testid="befaring-clashes">
          <List size="sm">
            {clashes?.map((c) => (
              <List.Item key={`${c.enquiryId}-${c.startAt}`}>
                <Anchor size="sm" renderRoot={(props) => <Link to="/admin/contact-submissions/$id" params={{ id: String(c.enquiryId) }} {...props} />}>
                  {`${c.name} (${c.reference})`}
                </Anchor>
                {`: ${formatOsloWeekday(c.startAt)} kl. ${formatOsloTime(c.startAt)}–${formatOsloTime(c.endAt)}`}
              </List.Item>
            ))}
          </List>
          <Text size="sm">Flytt befaringen fra den saken først (kunden får beskjed om den nye tiden), eller planlegg oppdraget likevel. Befaringen blir da stående.</Text>
        </Stack>
      </ConfirmDialog>
    </Paper>
  );
}

const stepForward: Record<JobStepStatus, [string, string]> = {
  planned: ['Planlegg oppdraget', 'Oppdraget er «Planlagt».'],
  in_progress: ['Start oppdraget', 'Oppdraget er «I gang».'],
  done: ['Marker som ferdig', 'Oppdraget er «Ferdig». Neste steg er overleveringen.'],
};
const stepBack: Record<JobStepStatus, [string, string]> = {
  planned: ['Tilbake til planlagt', 'Oppdraget er «Planlagt» igjen.'],
  in_progress: ['Tilbake til i gang', 'Oppdraget er «I gang» igjen.'],
  done: ['Tilbake til ferdig', 'Oppdraget er «Ferdig» igjen.'],
};

/** The next step (and the one back), as the case allows: Planlagt → I gang → Ferdig. */
/**
 * Starting before the first planned day, or finishing before the last, is moving ahead of the plan the
 * customer has: asked first. The state records the real day either way (the handover folder states it).
 */
function aheadOfPlan(job: JobDto, to: JobStepStatus): Confirm | null {
  const ahead = stepAheadOfPlan(to, job, todayInOslo());
  if (ahead === 'start' && job.startDate)
    return { title: 'Starte før den planlagte dagen?', text: `Oppdraget er planlagt fra ${formatLongDay(job.startDate)}. Starter du det nå, står det «I gang» fra i dag.`, label: 'Start i dag' };
  if (ahead === 'finish' && job.endDate)
    return { title: 'Ferdig før den siste planlagte dagen?', text: `Oppdraget er planlagt til og med ${formatLongDay(job.endDate)}. Markerer du det som ferdig nå, står det «Ferdig» fra i dag.`, label: 'Marker som ferdig i dag' };
  return null;
}

function JobSteps({ job }: { job: JobDto }) {
  const update = trpc.admin.jobs.update.useMutation();
  const step = (status: 'planned' | 'in_progress' | 'done', label: string, message: string, variant: 'filled' | 'default' = 'filled') => (
    <ChangeButton
      key={status}
      size="xs"
      variant={variant}
      pending={update.isPending}
      confirm={variant === 'filled' ? aheadOfPlan(job, status) : null}
      change={{
        kind: 'update',
        thing: 'statusen',
        run: () => update.mutateAsync({ id: job.id, status }),
        success: { title: label, message },
      }}
    >
      {label}
    </ChangeButton>
  );
  // The moves are the case's (shared/domain.ts); only their words are here.
  const buttons = jobSteps(job.status).map(({ to, forward }) => {
    const [label, message] = forward ? stepForward[to] : stepBack[to];
    return step(to, label, message, forward ? 'filled' : 'default');
  });
  return buttons.length ? <Group gap="xs">{buttons}</Group> : null;
}

function JobPrice({ job }: { job: JobDto }) {
  const limit = job.priceLimit;
  return (
    <Stack gap={4}>
      <Text size="sm">{`Tilbud (versjon ${job.quoteVersion}): ${formatKr(job.contractTotal)} · Avtalt pris med godkjente endringer: ${formatKr(job.agreedTotal)}`}</Text>
      {job.proposedTotal > 0 && <Text size="sm" c="dimmed">{`Venter på kundens svar: ${formatKr(job.proposedTotal)}`}</Text>}
      {limit && (
        <Alert
          color={limit.level === 'over' ? 'red' : limit.level === 'warn' ? 'oak' : 'gray'}
          variant="light"
          p="xs"
          title={`Prisoverslag: ${formatKr(limit.estimate)}`}
        >
          <Text size="sm">
            {`Avtalt: ${limit.agreedPercent.toLocaleString('nb-NO')} % over. Med endringer som venter på svar: ${limit.proposedPercent.toLocaleString('nb-NO')} % over. `}
            {limit.newLimitAgreedAt
              ? `Kunden har sagt ja til en ny prisramme på ${formatKr(limit.limit)} ${limit.newLimitChangeOrder ? `ved å godkjenne endring ${limit.newLimitChangeOrder}` : 'utenfor nettsiden (registrert av deg)'}.`
              : `Uten ny avtale kan prisen ikke bli mer enn ${PRICE_LIMIT_PERCENT} % over prisoverslaget (${formatKr(limit.limit)}).`}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
