import { Alert, Badge, Button, Checkbox, Group, NumberInput, Paper, Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { carryDeposits, invoiceStanding, shareAmount, sumKr, type InvoiceStanding } from '@shared/billing';
import { addDays, formatLongDay, todayInOslo } from '@shared/dates';
import { accountingNames, invoiceKindLabels, invoiceStandingLabels } from '@shared/labels';
import { formatKr } from '@shared/pricing/vat';
import { progressShareSchema, type BillingDto, type InvoiceDto, type ProgressShare } from '@shared/schemas/billing';
import { trpc } from '../../../trpc';
import { AdminModal } from '../AdminModal';
import { ChangeButton } from '../ChangeButton';
import { DetailField } from '../DetailField';
import { DialogForm } from '../FormModal';
import { useAdminChange } from '../useAdminChange';

// The job's money on its case: what was agreed, invoiced, paid and outstanding; the billing plan
// (deposit, progress invoices, the final invoice) and each invoice's state. Without an accounting
// connection the owner makes the invoices in the company's own system from the fakturagrunnlag (PDF)
// and marks them invoiced and paid here.

const standingColor: Record<InvoiceStanding, string> = { planned: 'gray', pending: 'blue', draft: 'violet', failed: 'red', invoiced: 'blue', overdue: 'red', paid: 'forest', credited: 'gray', credit: 'oak' };

type Dialog = { kind: 'progress' } | { kind: 'edit' | 'invoiced' | 'payment' | 'credit' | 'issue'; invoice: InvoiceDto };

export function BillingPanel({ enquiryId }: { enquiryId: number }) {
  // While an invoice is being made in the accounting system, its state is followed until it is made or refused.
  const billing = trpc.admin.billing.get.useQuery({ id: enquiryId }, { refetchInterval: (q) => (q.state.data?.invoices.some((i) => i.state === 'pending' && !i.draft) ? 2000 : false) });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (billing.isError) return <Text c="red.8">Kunne ikke hente faktureringen.</Text>;
  const b = billing.data;
  if (!b) return null;
  const close = () => setDialog(null);
  return (
    <Stack gap="md" component="section" aria-labelledby="fakturering-tittel">
      <Title order={3} size="h4" id="fakturering-tittel">
        Fakturering
      </Title>
      <Sums b={b} />
      <Text size="sm" c="dimmed">
        {b.connection === 'none'
          ? 'Fakturaene lages i regnskapssystemet ditt: last ned fakturagrunnlaget (PDF) med alle linjene, lag fakturaen der, og før inn nummer og datoer her. Betalinger registrerer du når de kommer inn.'
          : `Fakturaene lages i ${accountingNames[b.connection]} med nummer, KID og kontonummer, og sendes derfra eller lagres som utkast. Betalinger hentes fra ${accountingNames[b.connection]} automatisk.`}
      </Text>
      {b.invoices.length === 0 ? (
        <Text size="sm">Ingen fakturaer ennå.</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Fakturaer">
          {b.invoices.map((inv) => (
            <InvoiceRow key={inv.id} b={b} inv={inv} open={setDialog} />
          ))}
        </Stack>
      )}
      <PlanActions b={b} onProgress={() => setDialog({ kind: 'progress' })} />
      <AdminModal opened={dialog !== null} onClose={close} size="md" title={dialog ? dialogTitle(dialog) : ''}>
        {dialog?.kind === 'progress' && <ShareForm b={b} invoice={null} done={close} />}
        {dialog?.kind === 'edit' && <ShareForm b={b} invoice={dialog.invoice} done={close} />}
        {dialog?.kind === 'invoiced' && <InvoicedForm b={b} invoice={dialog.invoice} done={close} />}
        {dialog?.kind === 'payment' && <PaymentForm b={b} invoice={dialog.invoice} done={close} />}
        {dialog?.kind === 'credit' && <CreditForm b={b} invoice={dialog.invoice} done={close} />}
        {dialog?.kind === 'issue' && <IssueForm b={b} invoice={dialog.invoice} done={close} />}
      </AdminModal>
    </Stack>
  );
}

function dialogTitle(d: Dialog): string {
  if (d.kind === 'progress') return 'Ny delfaktura';
  const what = invoiceKindLabels[d.invoice.kind].toLowerCase();
  return { edit: `Endre ${what}`, invoiced: `Marker ${what} som fakturert`, payment: 'Registrer betaling', credit: `Krediter ${what}`, issue: `Lag ${what} i Fiken` }[d.kind];
}

function Sums({ b }: { b: BillingDto }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" verticalSpacing="xs" data-testid="billing-sums">
      <DetailField label="Avtalt pris">{formatKr(b.agreedTotal)}</DetailField>
      <DetailField label="Fakturert">{formatKr(b.invoiced)}</DetailField>
      <DetailField label="Betalt">{formatKr(b.paid)}</DetailField>
      <DetailField label="Utestående">{formatKr(b.outstanding)}</DetailField>
      <DetailField label="Gjenstår å fakturere">{formatKr(Math.max(0, b.left + b.planned))}</DetailField>
    </SimpleGrid>
  );
}

function PlanActions({ b, onProgress }: { b: BillingDto; onProgress: () => void }) {
  const planFinal = trpc.admin.billing.planFinal.useMutation();
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <Button variant="light" onClick={onProgress} disabled={b.left <= 0}>
          Ny delfaktura
        </Button>
        <ChangeButton
          disabled={b.finalBlocked !== null}
          pending={planFinal.isPending}
          change={{
            kind: 'create',
            thing: 'sluttfakturaen',
            run: () => planFinal.mutateAsync({ id: b.enquiryId }),
            success: { title: 'Sluttfaktura laget', message: 'Sluttfakturaen er lagt i planen med kontrakten, hver endring og det som er fakturert før.' },
          }}
        >
          Lag sluttfaktura
        </ChangeButton>
      </Group>
      {b.finalBlocked && (
        <Text size="xs" c="dimmed">
          {b.finalBlocked}
        </Text>
      )}
    </Stack>
  );
}

function InvoiceRow({ b, inv, open }: { b: BillingDto; inv: InvoiceDto; open: (d: Dialog) => void }) {
  const standing = invoiceStanding(inv, todayInOslo());
  const remove = trpc.admin.billing.remove.useMutation();
  const retry = trpc.admin.billing.retry.useMutation();
  const connected = b.connection !== 'none';
  const title = `${invoiceKindLabels[inv.kind]}${inv.invoiceNumber ? ` ${inv.invoiceNumber}` : ''}`;
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={`${title}, ${formatKr(inv.total)}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={700}>{title}</Text>
            <Badge color={standingColor[standing]} variant="light" tt="none">
              {invoiceStandingLabels[standing]}
            </Badge>
          </Group>
          <Text fw={700} className="admin-nowrap">
            {formatKr(inv.total)}
          </Text>
        </Group>
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {inv.lines.map((l, i) => (
            <Group key={i} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {l.text}
              </Text>
              <Text size="sm" className="admin-nowrap">
                {formatKr(l.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
        {inv.issueDate && (
          <Text size="xs" c="dimmed">
            Fakturadato {formatLongDay(inv.issueDate)}
            {inv.dueDate ? `, forfall ${formatLongDay(inv.dueDate)}` : ''}
            {inv.paidAmount > 0 ? `. Betalt ${formatKr(inv.paidAmount)}${inv.paidOn ? ` (sist ${formatLongDay(inv.paidOn)})` : ''}` : ''}
            {inv.credited > 0 ? `. Kreditert ${formatKr(inv.credited)}` : ''}
            {inv.outstanding > 0 ? `. Står igjen ${formatKr(inv.outstanding)}` : ''}.
          </Text>
        )}
        {inv.state === 'failed' && (
          <Alert color="red" variant="light" p="xs" role="alert" title="Ble ikke laget">
            {inv.error}
          </Alert>
        )}
        {inv.state === 'pending' && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {inv.draft ? 'Utkastet ligger i Fiken: se over og lag fakturaen der. Nummer og KID kommer hit når den er laget.' : (inv.error ?? 'Fakturaen lages i Fiken nå.')}
          </Text>
        )}
        {inv.inAccounting && inv.state === 'invoiced' && inv.kind !== 'credit' && inv.outstanding > 0 && (
          <Text size="xs" c="dimmed">
            Betalinger hentes fra Fiken.
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {inv.state === 'planned' && connected && (
            <Button size="xs" onClick={() => open({ kind: 'issue', invoice: inv })}>
              Lag i Fiken
            </Button>
          )}
          {inv.state === 'planned' && (
            <Button size="xs" variant={connected ? 'default' : 'filled'} onClick={() => open({ kind: 'invoiced', invoice: inv })}>
              Marker som fakturert
            </Button>
          )}
          {inv.state === 'failed' && (
            <ChangeButton
              size="xs"
              pending={retry.isPending}
              change={{ kind: 'update', thing: 'fakturaen', run: () => retry.mutateAsync({ id: b.enquiryId, invoiceId: inv.id }), success: { title: 'Prøver igjen', message: 'Fakturaen lages i Fiken på nytt.' } }}
            >
              Prøv igjen
            </ChangeButton>
          )}
          {inv.state === 'planned' && inv.kind !== 'final' && (
            <Button size="xs" variant="default" onClick={() => open({ kind: 'edit', invoice: inv })}>
              Endre
            </Button>
          )}
          {inv.state === 'invoiced' && inv.outstanding > 0 && !inv.inAccounting && (
            <Button size="xs" onClick={() => open({ kind: 'payment', invoice: inv })}>
              Registrer betaling
            </Button>
          )}
          {inv.state === 'invoiced' && inv.kind !== 'credit' && inv.credited < inv.total && (
            <Button size="xs" variant="default" onClick={() => open({ kind: 'credit', invoice: inv })}>
              Krediter
            </Button>
          )}
          <Button size="xs" variant="subtle" component="a" href={`/api/admin/contact-submissions/${b.enquiryId}/invoices/${inv.id}/fakturagrunnlag.pdf`} target="_blank" rel="noopener">
            Fakturagrunnlag (PDF)
          </Button>
          {(inv.state === 'planned' || inv.state === 'failed') && (
            <ChangeButton
              size="xs"
              variant="subtle"
              color="red"
              pending={remove.isPending}
              confirm={{ title: 'Fjern fra planen', text: `Vil du ta ${invoiceKindLabels[inv.kind].toLowerCase()} på ${formatKr(inv.total)} ut av planen? Historikken beholder at den var der.`, label: 'Fjern' }}
              change={{ kind: 'delete', thing: 'fakturaen', run: () => remove.mutateAsync({ id: b.enquiryId, invoiceId: inv.id }), success: { title: 'Fjernet fra planen', message: `${invoiceKindLabels[inv.kind]} på ${formatKr(inv.total)} er fjernet.` } }}
            >
              Fjern
            </ChangeButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

type FormProps = { b: BillingDto; invoice: InvoiceDto; done: () => void };

/** The preview of a share: its amount, and what the customer pays with the deposits the server carries onto it. */
function amountText(amount: number, deposits: readonly { amount: number }[]): string {
  const deduct = sumKr(carryDeposits(amount, deposits).map((d) => d.amount));
  if (deduct > 0) return `Fakturaen blir ${formatKr(amount)} inkl. mva; forskuddet på ${formatKr(deduct)} trekkes fra, så kunden betaler ${formatKr(sumKr([amount, -deduct]))}. `;
  return `Fakturaen blir ${formatKr(amount)} inkl. mva. `;
}

/**
 * A share of the agreed price (or of the quote, for a deposit): percent or kroner, or, for a progress
 * invoice, chosen lines of the contract and the change orders; with a preview of the amount.
 */
function ShareForm({ b, invoice, done }: { b: BillingDto; invoice: InvoiceDto | null; done: () => void }) {
  const start = invoice?.share ?? { measure: 'percent' as const, value: 0 };
  const deposit = invoice?.kind === 'deposit';
  const [measure, setMeasure] = useState<ProgressShare['measure']>(start.measure);
  const [value, setValue] = useState<number | string>(start.measure === 'lines' ? '' : start.value || '');
  const [chosen, setChosen] = useState<string[]>(start.measure === 'lines' ? start.lines : []);
  const [text, setText] = useState(invoice && invoice.kind !== 'final' && start.measure !== 'lines' ? (invoice.lines[0]?.text ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const plan = trpc.admin.billing.planProgress.useMutation();
  const update = trpc.admin.billing.update.useMutation();
  const change = useAdminChange();
  const parsed = progressShareSchema.safeParse(measure === 'lines' ? { measure, lines: chosen } : { measure, value: typeof value === 'number' ? value : Number.NaN });
  // A deposit is a share of the quote; a progress invoice of the agreed price with change orders.
  const base = deposit ? b.contractTotal : b.agreedTotal;
  // The lines this invoice already has are free to it when it is edited.
  const own = new Set(start.measure === 'lines' ? start.lines : []);
  const amountOf = (share: ProgressShare) =>
    share.measure === 'lines' ? sumKr(b.lineChoices.filter((c) => share.lines.includes(c.key)).map((c) => c.amount)) : shareAmount(share, base);
  // The deposits open to this progress invoice, in the server's order: those not yet deducted, and (when
  // editing) the ones it deducts now.
  const deposits = [
    ...b.depositsToDeduct,
    ...(invoice?.lines.flatMap((l) => (l.depositOf === undefined ? [] : [{ invoiceId: l.depositOf, amount: -l.amount }])) ?? []),
  ].sort((x, y) => x.invoiceId - y.invoiceId);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Sjekk beløpet.');
    setError(null);
    const payload = { id: b.enquiryId, share: parsed.data, text: measure === 'lines' ? undefined : text.trim() || undefined };
    const ok = await change({
      kind: invoice ? 'update' : 'create',
      thing: 'fakturaen',
      run: () => (invoice ? update.mutateAsync({ ...payload, invoiceId: invoice.id }) : plan.mutateAsync(payload)),
      success: { title: invoice ? 'Fakturaen er endret' : 'Delfaktura planlagt', message: `${formatKr(amountOf(parsed.data))} er lagt i planen.` },
      onError: (_e, message) => setError(message),
    });
    if (ok) done();
  };
  return (
    <DialogForm onSubmit={submit} onCancel={done} pending={plan.isPending || update.isPending} submitLabel={invoice ? 'Lagre' : 'Legg i planen'}>
      <SegmentedControl
        value={measure}
        onChange={(v) => setMeasure(v as ProgressShare['measure'])}
        data={[
          { value: 'percent', label: deposit ? 'Prosent av tilbudet' : 'Prosent av avtalt pris' },
          { value: 'amount', label: 'Beløp' },
          ...(deposit ? [] : [{ value: 'lines', label: 'Linjer' }]),
        ]}
        aria-label="Mål"
      />
      {measure === 'lines' ? (
        <Checkbox.Group label="Linjene som faktureres" value={chosen} onChange={setChosen} error={error}>
          <Stack gap={6} mt={6}>
            {b.lineChoices.map((c) => (
              <Checkbox
                key={c.key}
                value={c.key}
                disabled={c.taken && !own.has(c.key)}
                label={`${c.text}: ${formatKr(c.amount)}`}
                description={c.taken && !own.has(c.key) ? 'Allerede på en annen faktura' : undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : (
        <>
          <NumberInput
            label={measure === 'percent' ? 'Prosent' : 'Beløp inkl. mva (kr)'}
            value={value}
            onChange={setValue}
            min={1}
            max={measure === 'percent' ? 100 : undefined}
            decimalScale={measure === 'percent' ? 0 : 2}
            thousandSeparator=" "
            error={error}
            data-autofocus
          />
          <TextInput label="Tekst på fakturaen (valgfritt)" placeholder="Delfaktura: 30 % av avtalt pris" value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={200} />
        </>
      )}
      <Text size="sm" aria-live="polite">
        {parsed.success ? amountText(amountOf(parsed.data), deposit ? [] : deposits) : ''}Det som gjenstår å fakturere er {formatKr(Math.max(0, b.left + (invoice?.total ?? 0)))}.
      </Text>
    </DialogForm>
  );
}

/** Made in Fiken: sent from there (its own channels) or kept there as a draft for the owner to check. */
function IssueForm({ b, invoice, done }: FormProps) {
  const [how, setHow] = useState<'send' | 'draft'>('send');
  const issue = trpc.admin.billing.issue.useMutation();
  const change = useAdminChange();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await change({
      kind: 'update',
      thing: 'fakturaen',
      run: () => issue.mutateAsync({ id: b.enquiryId, invoiceId: invoice.id, send: how === 'send' }),
      success: { title: how === 'send' ? 'Sendes fra Fiken' : 'Lagres som utkast i Fiken', message: `${invoiceKindLabels[invoice.kind]} på ${formatKr(invoice.total)} lages i Fiken nå.` },
    });
    if (ok) done();
  };
  return (
    <DialogForm onSubmit={submit} onCancel={done} pending={issue.isPending} submitLabel="Lag i Fiken">
      <Text size="sm">
        Fakturaen på {formatKr(invoice.total)} får dagens dato og forfall om {b.dueDays} dager. Kunden finnes igjen i Fiken på e-postadressen, eller legges til.
      </Text>
      <Radio.Group value={how} onChange={(v) => setHow(v as 'send' | 'draft')} label="Hvordan">
        <Stack gap="xs" mt={6}>
          <Radio value="send" label="Send fra Fiken" description="Fiken sender den med EHF, eFaktura eller e-post, etter det kunden kan ta imot." />
          <Radio value="draft" label="Lagre som utkast i Fiken" description="Du ser over utkastet og lager fakturaen i Fiken selv. Nummer og KID kommer hit etterpå." />
        </Stack>
      </Radio.Group>
    </DialogForm>
  );
}

function InvoicedForm({ b, invoice, done }: FormProps) {
  const today = todayInOslo();
  const [invoiceNumber, setNumber] = useState('');
  const [issueDate, setIssue] = useState(today);
  const [dueDate, setDue] = useState(addDays(today, b.dueDays));
  const [error, setError] = useState<string | null>(null);
  const mark = trpc.admin.billing.markInvoiced.useMutation();
  const change = useAdminChange();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await change({
      kind: 'update',
      thing: 'fakturaen',
      run: () => mark.mutateAsync({ id: b.enquiryId, invoiceId: invoice.id, invoiceNumber, issueDate, dueDate }),
      success: { title: 'Ført som fakturert', message: `${invoiceKindLabels[invoice.kind]} på ${formatKr(invoice.total)} er ført som fakturert.` },
      onError: (_e, message) => setError(message),
    });
    if (ok) done();
  };
  return (
    <DialogForm onSubmit={submit} onCancel={done} pending={mark.isPending} submitLabel="Marker som fakturert">
      <Text size="sm">
        Lag fakturaen på {formatKr(invoice.total)} i regnskapssystemet ditt (linjene står i fakturagrunnlaget), og før inn nummeret og datoene den fikk der.
      </Text>
      <TextInput label="Fakturanummer" description="Fra regnskapssystemet" value={invoiceNumber} onChange={(e) => setNumber(e.currentTarget.value)} maxLength={40} data-autofocus />
      <Group grow>
        <TextInput
          type="date"
          label="Fakturadato"
          value={issueDate}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setIssue(v);
            if (v) setDue(addDays(v, b.dueDays));
          }}
          required
        />
        <TextInput type="date" label="Forfallsdato" value={dueDate} min={issueDate} onChange={(e) => setDue(e.currentTarget.value)} required />
      </Group>
      {error && (
        <Alert color="red" variant="light" p="sm" role="alert">
          {error}
        </Alert>
      )}
    </DialogForm>
  );
}

function PaymentForm({ b, invoice, done }: FormProps) {
  const [amount, setAmount] = useState<number | string>(invoice.outstanding);
  const [paidOn, setPaidOn] = useState(todayInOslo());
  const [error, setError] = useState<string | null>(null);
  const pay = trpc.admin.billing.registerPayment.useMutation();
  const change = useAdminChange();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (typeof amount !== 'number' || !(amount > 0)) return setError('Skriv beløpet som kom inn.');
    const ok = await change({
      kind: 'update',
      thing: 'betalingen',
      run: () => pay.mutateAsync({ id: b.enquiryId, invoiceId: invoice.id, amount, paidOn }),
      success: { title: 'Betaling registrert', message: `${formatKr(amount)} er ført på ${invoiceKindLabels[invoice.kind].toLowerCase()}.` },
      onError: (_e, message) => setError(message),
    });
    if (ok) done();
  };
  return (
    <DialogForm onSubmit={submit} onCancel={done} pending={pay.isPending} submitLabel="Registrer">
      <NumberInput label="Beløp (kr)" description={`Står igjen: ${formatKr(invoice.outstanding)}`} value={amount} onChange={setAmount} min={1} max={invoice.outstanding} decimalScale={2} thousandSeparator=" " error={error} data-autofocus />
      <TextInput type="date" label="Betalt dato" value={paidOn} max={todayInOslo()} onChange={(e) => setPaidOn(e.currentTarget.value)} required />
    </DialogForm>
  );
}

function CreditForm({ b, invoice, done }: FormProps) {
  const open = Math.round((invoice.total - invoice.credited) * 100) / 100;
  const [amount, setAmount] = useState<number | string>(open);
  const [reason, setReason] = useState('');
  const [issueDate, setIssue] = useState(todayInOslo());
  const [error, setError] = useState<string | null>(null);
  const credit = trpc.admin.billing.credit.useMutation();
  const change = useAdminChange();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (typeof amount !== 'number' || !(amount > 0)) return setError('Skriv beløpet som skal krediteres.');
    if (!reason.trim()) return setError('Skriv hvorfor fakturaen krediteres.');
    const ok = await change({
      kind: 'create',
      thing: 'kreditnotaen',
      run: () => credit.mutateAsync({ id: b.enquiryId, invoiceId: invoice.id, amount, reason, issueDate }),
      success: { title: 'Kreditnota ført', message: `${formatKr(amount)} er kreditert. Lag kreditnotaen i regnskapssystemet også.` },
      onError: (_e, message) => setError(message),
    });
    if (ok) done();
  };
  return (
    <DialogForm onSubmit={submit} onCancel={done} pending={credit.isPending} submitLabel="Krediter">
      <Text size="sm">En faktura slettes aldri: en kreditnota trekker hele eller deler av den tilbake. Beløpet kan faktureres på nytt etterpå.</Text>
      <NumberInput label="Beløp (kr)" description={`Hele fakturaen: ${formatKr(open)}`} value={amount} onChange={setAmount} min={1} max={open} decimalScale={2} thousandSeparator=" " data-autofocus />
      <Textarea label="Begrunnelse" value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={2} required />
      <TextInput type="date" label="Dato" value={issueDate} onChange={(e) => setIssue(e.currentTarget.value)} required />
      {error && (
        <Alert color="red" variant="light" p="sm" role="alert">
          {error}
        </Alert>
      )}
    </DialogForm>
  );
}
