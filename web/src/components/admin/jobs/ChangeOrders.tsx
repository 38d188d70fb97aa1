import { Badge, Button, Checkbox, Group, Paper, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { changeOrderKinds, isHandedOver, type ChangeOrderKind } from '@shared/domain';
import { changeOrderKindLabels, changeOrderStatusLabels } from '@shared/labels';
import { PRICE_WARN_PERCENT } from '@shared/price-limit';
import { formatKr, quoteTotals } from '@shared/pricing/vat';
import { changeOrderCreateSchema, type ChangeOrderDto, type JobDto } from '@shared/schemas/job';
import type { QuoteLineInput } from '@shared/schemas/quote';
import { trpc } from '../../../trpc';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatLongDateTime } from '../format';
import { onInvalidSubmit } from '../invalid-fields';
import { emptyLine, LineRows } from '../quotes/LineRows';
import { useAdminChange } from '../useAdminChange';

const statusColor = {
  draft: 'gray',
  sent: 'yellow',
  accepted: 'forest',
  declined: 'red',
} as const;

/** The job's change orders (tillegg og endringer): drafts to edit and send, the rest as the customer answered them. */
export function ChangeOrders({ job }: { job: JobDto }) {
  const [editing, setEditing] = useState<ChangeOrderDto | 'new' | null>(null);
  const open = !isHandedOver(job.status);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={700} size="sm">
          Tillegg og endringer
        </Text>
        {open && editing === null && (
          <Button size="xs" variant="light" onClick={() => setEditing('new')}>
            Ny endring
          </Button>
        )}
      </Group>
      {editing !== null && <ChangeOrderEditor job={job} order={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      {job.changeOrders.length === 0 && editing === null && (
        <Text size="sm" c="dimmed">
          Ingen endringer. Arbeid som kommer til underveis, legges inn her og godkjennes av kunden på nett.
        </Text>
      )}
      {job.changeOrders.map((o) => (
        <Paper key={o.id} withBorder p="sm" data-testid="change-order">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={700}>{`Endring ${o.number}: ${changeOrderKindLabels[o.kind]} · ${formatKr(o.totals.total)}`}</Text>
            <Badge color={statusColor[o.status]} variant="light" tt="none">
              {changeOrderStatusLabels[o.status]}
            </Badge>
          </Group>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {o.reason}
          </Text>
          <Table fz="sm" mt={4} withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {o.lines.map((l, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{l.text}</Table.Td>
                  <Table.Td ta="right">{`${l.quantity.toLocaleString('nb-NO')} ${l.unit} à ${formatKr(l.unitPrice)}`}</Table.Td>
                  <Table.Td ta="right">{formatKr(l.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {o.status === 'accepted' && o.acceptedAt && (
            <Text size="xs" c="dimmed" mt={4}>{`Godkjent av ${o.acceptedName ?? ''} ${formatLongDateTime(o.acceptedAt)} · SHA-256 ${o.contentHash?.slice(0, 16) ?? ''}…`}</Text>
          )}
          {o.status === 'declined' && (
            <Text size="xs" c="dimmed" mt={4}>
              {o.declineReason ? `Avslått: ${o.declineReason}` : 'Avslått uten begrunnelse.'}
            </Text>
          )}
          {o.status === 'draft' && open && editing === null && <DraftActions job={job} order={o} onEdit={() => setEditing(o)} />}
        </Paper>
      ))}
    </Stack>
  );
}

type Values = {
  kind: ChangeOrderKind;
  reason: string;
  lines: QuoteLineInput[];
};

function ChangeOrderEditor({ job, order, onDone }: { job: JobDto; order: ChangeOrderDto | null; onDone: () => void }) {
  const create = trpc.admin.jobs.createChangeOrder.useMutation();
  const update = trpc.admin.jobs.updateChangeOrder.useMutation();
  const change = useAdminChange();
  const form = useForm<Values>({
    initialValues: {
      kind: order?.kind ?? 'extra',
      reason: order?.reason ?? '',
      lines: order?.lines.map(({ text, quantity, unit, unitPrice }) => ({
        text,
        quantity,
        unit,
        unitPrice,
      })) ?? [{ ...emptyLine }],
    },
    validate: (values) => {
      const parsed = changeOrderCreateSchema.safeParse({
        id: job.id,
        ...values,
      });
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    },
  });
  const totals = quoteTotals(
    form.values.lines.map((l) => ({
      quantity: Number(l.quantity) || 0,
      unitPrice: Number(l.unitPrice) || 0,
    })),
  );
  const onSubmit = form.onSubmit(async (values) => {
    const ok = await change({
      kind: order ? 'update' : 'create',
      thing: 'endringen',
      run: () => (order ? update.mutateAsync({ id: order.id, ...values }) : create.mutateAsync({ id: job.id, ...values })),
      success: {
        title: 'Endring lagret',
        message: 'Utkastet er lagret. Send det til kunden når det er klart.',
      },
    });
    if (ok) onDone();
  }, onInvalidSubmit);
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label="Endring">
      <Stack gap="sm">
        <SegmentedControl
          data={changeOrderKinds.map((value) => ({
            value,
            label: changeOrderKindLabels[value],
          }))}
          {...form.getInputProps('kind')}
        />
        <Textarea label="Hvorfor (kunden ser dette)" autosize minRows={2} maxLength={2000} {...form.getInputProps('reason')} />
        <LineRows form={form} />
        <Text size="sm">{`Endringen inkl. mva: ${formatKr(totals.total)} · herav mva ${formatKr(totals.vat)}`}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Avbryt
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            Lagre utkast
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Edit, delete or send a draft. Sending shows what it does to a prisoverslag first: past the warning share a
 * warning (the customer should hear of it, § 7); past the limit (§ 32, or a new limit agreed before)
 * the customer's acceptance is the agreement to the new limit, unless the owner records that it was
 * agreed outside the site.
 */
function DraftActions({ job, order, onEdit }: { job: JobDto; order: ChangeOrderDto; onEdit: () => void }) {
  const [sending, setSending] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const send = trpc.admin.jobs.sendChangeOrder.useMutation();
  const remove = trpc.admin.jobs.deleteChangeOrder.useMutation();
  const change = useAdminChange();
  const pct = order.percentIfSent;
  const limit = job.priceLimit;
  const totalAfter = job.agreedTotal + job.proposedTotal + order.totals.total;
  // Where sending would take the price is the server's answer (shared/price-limit.ts).
  const overLimit = order.levelIfSent === 'over';
  const warn = order.levelIfSent === 'warn' || overLimit;
  const close = () => {
    setSending(false);
    setAgreed(false);
  };
  const confirm = async () => {
    const ok = await change({
      kind: 'update',
      thing: 'endringen',
      run: () =>
        send.mutateAsync({
          id: order.id,
          confirmNewLimit: overLimit ? agreed : undefined,
        }),
      success: {
        title: 'Endringen er sendt',
        message: 'Kunden får en e-post og svarer på siden for oppdraget.',
      },
    });
    if (ok) close();
  };
  return (
    <Group gap="xs" mt="xs">
      <Button size="xs" onClick={() => setSending(true)}>
        Send til kunden
      </Button>
      <Button size="xs" variant="default" onClick={onEdit}>
        Endre
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        loading={remove.isPending}
        onClick={() =>
          void change({
            kind: 'delete',
            thing: 'endringen',
            run: () => remove.mutateAsync({ id: order.id }),
            success: {
              title: 'Endring slettet',
              message: 'Utkastet er slettet.',
            },
          })
        }
      >
        Slett
      </Button>
      <ConfirmDialog
        opened={sending}
        title={`Send endring ${order.number} til kunden?`}
        confirmLabel="Send til kunden"
        confirmColor="forest"
        loading={send.isPending}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        <Stack gap="sm">
          <Text size="sm">{`${changeOrderKindLabels[order.kind]}: ${formatKr(order.totals.total)} inkl. mva. Kunden får en e-post og godkjenner eller avslår på siden for oppdraget.`}</Text>
          {limit && pct !== null && (
            <Text size="sm" c={overLimit ? 'red.8' : warn ? 'yellow.9' : undefined} fw={warn ? 700 : undefined} data-testid="limit-impact">
              {`Med denne endringen blir prisen ${pct.toLocaleString('nb-NO')} % over prisoverslaget (${formatKr(totalAfter)} mot ${formatKr(limit.estimate)}).`}
              {warn && !overLimit ? ` Det er mer enn ${PRICE_WARN_PERCENT} %: gi kunden beskjed om at prisen blir høyere enn overslaget.` : ''}
            </Text>
          )}
          {overLimit && (
            <>
              <Text size="sm" data-testid="limit-agreement">
                {`Det er over grensen på ${formatKr(limit!.limit)} (håndverkertjenesteloven § 32). Kunden får vite det på siden, i e-posten og i PDF-en: godkjenner kunden endringen, er det også et ja til en ny prisramme på ${formatKr(Math.ceil(totalAfter))}.`}
              </Text>
              <Checkbox
                checked={agreed}
                onChange={(e) => setAgreed(e.currentTarget.checked)}
                label={`Kunden har allerede sagt ja til den nye prisrammen på ${formatKr(Math.ceil(totalAfter))} (avtalt utenfor nettsiden). Dette vises på kundens side.`}
              />
            </>
          )}
        </Stack>
      </ConfirmDialog>
    </Group>
  );
}
