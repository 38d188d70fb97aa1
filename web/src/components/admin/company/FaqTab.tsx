import { Button, NumberInput, Textarea, TextInput } from '@mantine/core';
import { faqInputSchema, type FaqDto } from '@shared/schemas/company';
import { trpc } from '../../../trpc';
import { AdminListTable, RowTitle, type Column } from '../AdminListTable';
import { ConfirmDialog } from '../ConfirmDialog';
import { DialogForm, FormModal } from '../FormModal';
import { PageToolbar } from '../PageToolbar';
import { RowActions } from '../RowActions';
import { useAdminList } from '../useAdminList';
import { useEditForm } from '../useEditForm';
import { displayOrderField, nextDisplayOrder, orderOf } from './display-order';

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

const columns: Column<FaqDto>[] = [
  { label: 'Spørsmål', heading: true, cell: (f) => <RowTitle>{f.question}</RowTitle> },
  { label: 'Rekkefølge', cell: (f) => f.displayOrder },
];

export function FaqTab() {
  const faq = useAdminList({
    query: trpc.admin.faq.list.useQuery(),
    remove: trpc.admin.faq.delete.useMutation(),
    thing: 'spørsmålet',
    loadError: 'Kunne ikke laste spørsmålene. Prøv igjen senere.',
    empty: 'Ingen spørsmål ennå',
    deleted: (f) => ({ title: 'Spørsmål slettet', message: `«${f.question}» er slettet.` }),
  });
  return (
    <>
      <PageToolbar text="Ofte stilte spørsmål med svar, vist nederst på kontaktsiden.">
        <Button onClick={() => faq.editor.open()}>Legg til spørsmål</Button>
      </PageToolbar>
      <AdminListTable
        caption="Spørsmål og svar"
        minWidth={640}
        columns={columns}
        rows={faq.list}
        status={faq.status}
        actions={(f) => <RowActions name={f.question} onEdit={() => faq.editor.open(f)} onDelete={() => faq.deleter.open(f)} />}
      />
      <FormModal dialog={faq.editor} title={{ create: 'Legg til spørsmål', edit: 'Rediger spørsmål' }}>
        {(entry, done) => <EntryForm entry={entry} nextOrder={nextDisplayOrder(faq.list)} onDone={done} />}
      </FormModal>
      <ConfirmDialog {...faq.confirm} title="Slett spørsmål">
        Er du sikker på at du vil slette spørsmålet «{faq.deleter.item?.question}»? Dette kan ikke angres.
      </ConfirmDialog>
    </>
  );
}
