import { ActionIcon, Select, Tooltip } from '@mantine/core';
import { formatKr } from '@shared/pricing/vat';
import type { QuoteLineInput } from '@shared/schemas/quote';
import { savedQuoteLineInputSchema, type SavedQuoteLineDto } from '@shared/schemas/saved-quote-line';
import { notifyError } from '../../../lib/notify';
import { trpc } from '../../../trpc';
import { useAdminChange } from '../useAdminChange';

// The owner's frequently used lines in the quote editor: pick one into the quote, or keep a line of
// the quote for next time. The list itself is kept under Firma → Faste tilbudslinjer.

/** «Legg til fast linje»: a searchable list of the saved lines; the picked one is copied into the quote. */
export function SavedLinePicker({ onPick }: { onPick: (line: SavedQuoteLineDto) => void }) {
  const lines = trpc.admin.quoteLines.list.useQuery();
  const data = (lines.data ?? []).map((l) => ({ value: String(l.id), label: `${l.text} (${l.unit}, ${formatKr(l.unitPrice)})` }));
  return (
    <Select
      size="xs"
      w={300}
      label="Legg til fast linje"
      placeholder={lines.data?.length === 0 ? 'Ingen faste linjer ennå' : 'Velg en linje'}
      data={data}
      value={null}
      searchable
      nothingFoundMessage="Ingen treff"
      disabled={!lines.data?.length}
      onChange={(id) => {
        const line = lines.data?.find((l) => String(l.id) === id);
        if (line) onPick(line);
      }}
    />
  );
}

/** Keeps a line of the quote (text, unit, unit price) as a saved line. */
export function SaveLineButton({ line, index }: { line: QuoteLineInput; index: number }) {
  const create = trpc.admin.quoteLines.create.useMutation();
  const change = useAdminChange();
  const onClick = () => {
    const parsed = savedQuoteLineInputSchema.safeParse({ text: line.text, unit: line.unit, unitPrice: Number(line.unitPrice) });
    if (!parsed.success) return notifyError('Kunne ikke lagre linjen', parsed.error.issues[0]?.message ?? 'Fyll ut tekst, enhet og enhetspris først.');
    void change({
      kind: 'create',
      thing: 'den faste linjen',
      run: () => create.mutateAsync(parsed.data),
      success: { title: 'Fast linje lagret', message: `«${parsed.data.text}» kan nå velges i nye tilbud.` },
    });
  };
  return (
    <Tooltip label="Lagre som fast linje">
      <ActionIcon variant="subtle" aria-label={`Lagre linje ${index + 1} som fast linje`} onClick={onClick} loading={create.isPending} mb={4}>
        ☆
      </ActionIcon>
    </Tooltip>
  );
}
