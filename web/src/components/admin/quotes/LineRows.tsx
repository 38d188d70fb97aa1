import { ActionIcon, Button, Group, NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { QuoteLineInput } from '@shared/schemas/quote';
import { SavedLinePicker, SaveLineButton } from './SavedLines';

export const emptyLine: QuoteLineInput = {
  text: '',
  quantity: 1,
  unit: 'stk',
  unitPrice: 0,
};

type WithLines = { lines: QuoteLineInput[] };

/** The priced lines of a quote or a change order: text, quantity, unit, unit price incl. mva, saved lines to pick. */
export function LineRows<T extends WithLines>({ form }: { form: UseFormReturnType<T> }) {
  const f = form as unknown as UseFormReturnType<WithLines>;
  return (
    <>
      {f.values.lines.map((_, i) => (
        <Group key={i} gap="xs" align="flex-end" wrap="wrap">
          <TextInput label="Tekst" style={{ flex: '1 1 14rem' }} {...f.getInputProps(`lines.${i}.text`)} />
          <NumberInput label="Antall" w={90} min={0} decimalScale={2} decimalSeparator="," {...f.getInputProps(`lines.${i}.quantity`)} />
          <TextInput label="Enhet" w={80} {...f.getInputProps(`lines.${i}.unit`)} />
          <NumberInput label="Enhetspris inkl. mva" w={150} min={0} decimalScale={2} decimalSeparator="," thousandSeparator=" " {...f.getInputProps(`lines.${i}.unitPrice`)} />
          <SaveLineButton line={f.values.lines[i]!} index={i} />
          <ActionIcon variant="subtle" color="red" aria-label={`Fjern linje ${i + 1}`} onClick={() => f.removeListItem('lines', i)} disabled={f.values.lines.length < 2} mb={4}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group gap="sm" align="flex-end">
        <Button variant="default" size="xs" onClick={() => f.insertListItem('lines', { ...emptyLine })}>
          Legg til linje
        </Button>
        <SavedLinePicker
          onPick={(l) => {
            const line = {
              text: l.text,
              quantity: 1,
              unit: l.unit,
              unitPrice: l.unitPrice,
            };
            // An untouched empty first line is replaced rather than left above the picked one.
            const only = f.values.lines.length === 1 ? f.values.lines[0] : undefined;
            if (only && !only.text.trim() && !Number(only.unitPrice)) f.setFieldValue('lines', [line]);
            else f.insertListItem('lines', line);
          }}
        />
      </Group>
    </>
  );
}
