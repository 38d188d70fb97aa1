import { Button, Group, Loader, NumberInput, Paper, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { shareAmount } from '@shared/billing';
import { emptyLine, LineRows } from './LineRows';
import { useForm } from '@mantine/form';
import { quotePriceTypeLabels, quotePriceTypeTerms } from '@shared/labels';
import { quotePriceTypes, type QuotePriceType } from '@shared/domain';
import { formatKr, quoteTotals } from '@shared/pricing/vat';
import { quoteCreateSchema, type QuoteDto, type QuoteLineInput } from '@shared/schemas/quote';
import { trpc } from '../../../trpc';
import { onInvalidSubmit } from '../invalid-fields';
import { todayInOslo } from '@shared/dates';
import { useAdminChange } from '../useAdminChange';

type DepositMeasure = 'none' | 'percent' | 'amount';
type Values = { lines: QuoteLineInput[]; priceType: QuotePriceType; validUntil: string; terms: string; note: string; depositMeasure: DepositMeasure; depositValue: number | string };

/** The form's deposit fields as the quote states it: none, or a share of the total. */
const depositOf = (v: Pick<Values, 'depositMeasure' | 'depositValue'>) =>
  v.depositMeasure === 'none' ? null : { measure: v.depositMeasure, value: typeof v.depositValue === 'number' ? v.depositValue : Number.NaN };

/** The Oslo calendar day n days from now (the validity the server checks against Oslo's today). */
const inDays = (n: number) => todayInOslo(new Date(Date.now() + n * 86_400_000));

/**
 * `quote` is the draft being edited, or null for a new quote. A new quote starts from `previous` (the latest
 * version, so a new version changes what the customer already saw) or else from the estimate's lines.
 */
type Props = { enquiryId: number; quote: QuoteDto | null; previous: QuoteDto | null; estimateLines: QuoteLineInput[]; onDone: () => void };

/** Firma's defaults for a new quote: its payment terms, how many days it is valid, and the deposit. */
type Defaults = { terms: string; validityDays: number; depositPercent: number | null };

/**
 * A quote's draft: lines (from the attached estimate, the saved lines or by hand), price type, validity,
 * terms, totals with mva. A first quote starts with Firma's payment terms and validity.
 */
export function QuoteEditor(props: Props) {
  const company = trpc.admin.company.get.useQuery();
  if (!company.data) return <Loader size="sm" aria-label="Henter firmaets standardvilkår" />;
  return <EditorForm {...props} defaults={{ terms: company.data.quotePaymentTerms ?? '', validityDays: company.data.quoteValidityDays, depositPercent: company.data.depositPercent }} />;
}

function EditorForm({ enquiryId, quote, previous, estimateLines, onDone, defaults }: Props & { defaults: Defaults }) {
  const from = quote ?? previous;
  const create = trpc.admin.quotes.create.useMutation();
  const update = trpc.admin.quotes.update.useMutation();
  const change = useAdminChange();
  const form = useForm<Values>({
    initialValues: {
      lines: from?.lines.map(({ text, quantity, unit, unitPrice }) => ({ text, quantity, unit, unitPrice })) ?? (estimateLines.length ? estimateLines : [emptyLine]),
      priceType: from?.priceType ?? 'fixed',
      // A new version is valid from now on, not until the old one's date.
      validUntil: quote?.validUntil ?? inDays(defaults.validityDays),
      terms: from ? (from.terms ?? '') : defaults.terms,
      note: from?.note ?? '',
      depositMeasure: from ? (from.deposit?.measure ?? 'none') : defaults.depositPercent ? 'percent' : 'none',
      depositValue: from ? (from.deposit?.value ?? '') : (defaults.depositPercent ?? ''),
    },
    validate: (values) => {
      const { depositMeasure: _m, depositValue: _v, ...fields } = values;
      const parsed = quoteCreateSchema.safeParse({ id: enquiryId, ...fields, deposit: depositOf(values) });
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((i) => [i.path[0] === 'deposit' ? 'depositValue' : i.path.join('.'), i.message]));
    },
  });
  const totals = quoteTotals(form.values.lines.map((l) => ({ quantity: Number(l.quantity) || 0, unitPrice: Number(l.unitPrice) || 0 })));
  const share = depositOf(form.values);
  const deposit = share && share.value > 0 ? shareAmount(share, totals.total) : null;

  const onSubmit = form.onSubmit(async (values) => {
    const { depositMeasure: _m, depositValue: _v, ...fields } = values;
    const payload = { ...fields, terms: values.terms || null, note: values.note || null, deposit: depositOf(values) };
    const ok = await change({
      kind: quote ? 'update' : 'create',
      thing: 'tilbudet',
      run: () => (quote ? update.mutateAsync({ id: quote.id, ...payload }) : create.mutateAsync({ id: enquiryId, ...payload })),
      success: { title: 'Tilbud lagret', message: 'Utkastet er lagret. Send det når det er klart.' },
    });
    if (ok) onDone();
  }, onInvalidSubmit);

  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label="Tilbud">
      <Stack gap="sm">
        <LineRows form={form} />
        <SegmentedControl data={quotePriceTypes.map((value) => ({ value, label: quotePriceTypeLabels[value] }))} {...form.getInputProps('priceType')} />
        <Text size="xs" c="dimmed">
          {quotePriceTypeTerms[form.values.priceType]}
        </Text>
        <TextInput label="Gyldig til" type="date" {...form.getInputProps('validUntil')} />
        <Textarea label="Betalingsvilkår" autosize minRows={2} {...form.getInputProps('terms')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="deposit-label">
            Forskudd ved aksept
          </Text>
          <SegmentedControl
            aria-labelledby="deposit-label"
            data={[
              { value: 'none', label: 'Ingen' },
              { value: 'percent', label: 'Prosent' },
              { value: 'amount', label: 'Beløp' },
            ]}
            {...form.getInputProps('depositMeasure')}
          />
          {form.values.depositMeasure !== 'none' && (
            <NumberInput
              label={form.values.depositMeasure === 'percent' ? 'Forskudd i prosent av totalen' : 'Forskudd inkl. mva (kr)'}
              min={1}
              max={form.values.depositMeasure === 'percent' ? 100 : undefined}
              decimalScale={form.values.depositMeasure === 'percent' ? 0 : 2}
              thousandSeparator=" "
              {...form.getInputProps('depositValue')}
            />
          )}
          <Text size="xs" c="dimmed">
            {deposit ? `Kunden ser før aksepten at ${formatKr(deposit)} faktureres som forskudd, og at det trekkes fra på neste faktura.` : 'Uten forskudd faktureres arbeidet underveis eller når det er ferdig.'}
          </Text>
        </Stack>
        <Textarea label="Fritekst til kunden" autosize minRows={2} {...form.getInputProps('note')} />
        <Text size="sm" data-testid="quote-editor-totals">
          {`Totalt inkl. mva: ${formatKr(totals.total)} · herav mva ${formatKr(totals.vat)} · eks. mva ${formatKr(totals.totalExVat)}`}
        </Text>
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
