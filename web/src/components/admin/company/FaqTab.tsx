import { faqInputSchema, type FaqDto } from '@shared/schemas/company';
import { trpc } from '../../../trpc';
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { AdminListScreen } from '../AdminListScreen';
import { RowTitle, type Column } from '../AdminListTable';
import { DialogForm } from '../FormModal';
import { useAdminList } from '../useAdminList';
import { faqTexts } from '../list-texts';
import { useEditForm } from '../useEditForm';
import { displayOrderField, nextDisplayOrder, orderOf } from '../display-order';

type Values = { question: string; answer: string; displayOrder: number | string };

const toPayload = (v: Values) => ({ question: v.question.trim(), answer: v.answer.trim(), displayOrder: orderOf(v.displayOrder) });

function EntryForm({ entry, nextOrder, onDone }: { entry: FaqDto | null; nextOrder: number; onDone: () => void }) {
  const { form, formProps } = useEditForm({
    item: entry,
    initialValues: { question: entry?.question ?? '', answer: entry?.answer ?? '', displayOrder: entry?.displayOrder ?? nextOrder } as Values,
    toPayload,
    schema: faqInputSchema,
    create: trpc.admin.faq.create.useMutation(),
    update: trpc.admin.faq.update.useMutation(),
    thing: 'spørsmålet',
    saved: (_, created) => ({ title: created ? 'Spørsmål lagt til' : 'Spørsmål oppdatert', message: 'Det vises på kontaktsiden.' }),
    onDone,
  });
  return (
    <DialogForm {...formProps} submitLabel={entry ? 'Lagre endringer' : 'Legg til'}>
      <TextInput label="Spørsmål" withAsterisk data-autofocus {...form.getInputProps('question')} />
      <Textarea label="Svar" withAsterisk autosize minRows={4} maxRows={12} {...form.getInputProps('answer')} />
      <NumberInput {...displayOrderField} {...form.getInputProps('displayOrder')} />
    </DialogForm>
  );
}

export function FaqTab() {
  const faq = useAdminList<FaqDto>(trpc.admin.faq, faqTexts);
  const columns: Column<FaqDto>[] = [
    { label: 'Spørsmål', heading: true, cell: (f) => <RowTitle>{f.question}</RowTitle> },
    { label: 'Rekkefølge', cell: (f) => f.displayOrder },
  ];
  return (
    <AdminListScreen of={faq} columns={columns} minWidth={640} name={(f) => f.question}
      form={(entry, done) => <EntryForm entry={entry} nextOrder={nextDisplayOrder(faq.list)} onDone={done} />} />
  );
}
