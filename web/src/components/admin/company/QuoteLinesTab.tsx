import { NumberInput, TextInput } from '@mantine/core';
import { formatKr } from '@shared/pricing/vat';
import { savedQuoteLineInputSchema, type SavedQuoteLineDto } from '@shared/schemas/saved-quote-line';
import { trpc } from '../../../trpc';
import { AdminListScreen } from '../AdminListScreen';
import { RowTitle, type Column } from '../AdminListTable';
import { DialogForm } from '../FormModal';
import { quoteLineTexts as texts } from '../list-texts';
import { useAdminList } from '../useAdminList';
import { useEditForm } from '../useEditForm';

// Firma → Faste tilbudslinjer: the lines the owner picks in the quote editor.

type Values = { text: string; unit: string; unitPrice: number | string };

const toPayload = (v: Values) => ({ text: v.text.trim(), unit: v.unit.trim(), unitPrice: v.unitPrice === '' ? Number.NaN : Number(v.unitPrice) });


function LineForm({ line, onDone }: { line: SavedQuoteLineDto | null; onDone: () => void }) {
  const { form, formProps } = useEditForm({
    item: line,
    initialValues: { text: line?.text ?? '', unit: line?.unit ?? 'stk', unitPrice: line?.unitPrice ?? '' } as Values,
    toPayload,
    schema: savedQuoteLineInputSchema,
    create: trpc.admin.quoteLines.create.useMutation(),
    update: trpc.admin.quoteLines.update.useMutation(),
    thing: 'den faste linjen',
    saved: (_, created) => ({ title: created ? 'Fast linje lagt til' : 'Fast linje oppdatert', message: 'Den kan velges i nye tilbud.' }),
    onDone,
  });
  return (
    <DialogForm {...formProps} submitLabel={line ? 'Lagre endringer' : 'Legg til'}>
      <TextInput label="Tekst" withAsterisk data-autofocus {...form.getInputProps('text')} />
      <TextInput label="Enhet" withAsterisk w={140} {...form.getInputProps('unit')} />
      <NumberInput label="Enhetspris inkl. mva" withAsterisk w={220} min={0} decimalScale={2} decimalSeparator="," thousandSeparator=" " {...form.getInputProps('unitPrice')} />
    </DialogForm>
  );
}

export function QuoteLinesTab() {
  const lines = useAdminList<SavedQuoteLineDto>(trpc.admin.quoteLines, texts);
  const columns: Column<SavedQuoteLineDto>[] = [
    { label: 'Tekst', heading: true, cell: (l) => <RowTitle>{l.text}</RowTitle> },
    { label: 'Enhet', cell: (l) => l.unit },
    { label: 'Enhetspris inkl. mva', cell: (l) => formatKr(l.unitPrice) },
  ];
  return <AdminListScreen of={lines} columns={columns} minWidth={560} name={(l) => l.text} form={(line, done) => <LineForm line={line} onDone={done} />} />;
}
