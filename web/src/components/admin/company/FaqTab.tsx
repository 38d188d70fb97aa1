import { Button, Group, NumberInput, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { faqInputSchema, type FaqDto } from '@shared/schemas/company';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { trpc } from '../../../trpc';
import { AdminModal } from '../AdminModal';
import { AdminTable } from '../AdminTable';
import { ConfirmDialog } from '../ConfirmDialog';
import { changeError } from '../errors';
import { PageToolbar } from '../PageToolbar';
import { TableStatusRow } from '../TableStatusRow';
import { useDialog } from '../useDialog';
import { useRefreshAfterChange } from '../useRefresh';
import { onInvalidSubmit } from '../invalid-fields';

type Values = { question: string; answer: string; displayOrder: number | string };
const resolver = schemaResolver(faqInputSchema, { sync: true });

const toPayload = (v: Values) => ({ question: v.question.trim(), answer: v.answer.trim(), displayOrder: v.displayOrder === '' ? 0 : Number(v.displayOrder) });

function EntryForm({ entry, nextOrder, onDone }: { entry: FaqDto | null; nextOrder: number; onDone: () => void }) {
  const refresh = useRefreshAfterChange();
  const create = trpc.admin.faq.create.useMutation();
  const update = trpc.admin.faq.update.useMutation();
  const form = useForm<Values>({
    initialValues: { question: entry?.question ?? '', answer: entry?.answer ?? '', displayOrder: entry?.displayOrder ?? nextOrder },
    validate: (v) => resolver(toPayload(v)),
  });
  const pending = create.isPending || update.isPending;
  const submit = form.onSubmit(async (values) => {
    const payload = toPayload(values);
    try {
      if (entry) await update.mutateAsync({ id: entry.id, ...payload });
      else await create.mutateAsync(payload);
    } catch (error) {
      const { title, message } = changeError(entry ? 'update' : 'create', 'spørsmålet', error);
      notifyError(title, message);
      return;
    }
    notifySuccess(entry ? 'Spørsmål oppdatert' : 'Spørsmål lagt til', 'Det vises på kontaktsiden.');
    void refresh();
    onDone();
  }, onInvalidSubmit);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Spørsmål" withAsterisk data-autofocus {...form.getInputProps('question')} />
        <Textarea label="Svar" withAsterisk autosize minRows={4} maxRows={12} {...form.getInputProps('answer')} />
        <NumberInput label="Rekkefølge" description="Lavere tall vises først." allowDecimal={false} allowNegative={false} min={0} w={{ base: '100%', sm: 220 }} {...form.getInputProps('displayOrder')} />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Avbryt
          </Button>
          <Button type="submit" loading={pending}>
            {entry ? 'Lagre endringer' : 'Legg til'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function FaqTab() {
  const faq = trpc.admin.faq.list.useQuery();
  const refresh = useRefreshAfterChange();
  const remove = trpc.admin.faq.delete.useMutation();
  const editor = useDialog<FaqDto>();
  const deleter = useDialog<FaqDto>();
  const list = faq.data ?? [];
  const nextOrder = list.reduce((max, f) => Math.max(max, f.displayOrder + 1), 0);

  const confirmDelete = async () => {
    const entry = deleter.item;
    if (!entry) return;
    try {
      await remove.mutateAsync({ id: entry.id });
    } catch (error) {
      const { title, message } = changeError('delete', 'spørsmålet', error);
      notifyError(title, message);
      return;
    }
    notifySuccess('Spørsmål slettet', `«${entry.question}» er slettet.`);
    deleter.close();
    void refresh();
  };

  return (
    <>
      <PageToolbar text="Ofte stilte spørsmål med svar, vist nederst på kontaktsiden.">
        <Button onClick={() => editor.open()}>Legg til spørsmål</Button>
      </PageToolbar>
      <AdminTable caption="Spørsmål og svar" minWidth={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Spørsmål</Table.Th>
            <Table.Th>Rekkefølge</Table.Th>
            <Table.Th>
              <span className="visually-hidden-caption">Handlinger</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStatusRow
            colSpan={3}
            loading={faq.isPending}
            error={faq.isError ? 'Kunne ikke laste spørsmålene. Prøv igjen senere.' : null}
            empty={faq.isSuccess && list.length === 0 ? 'Ingen spørsmål ennå' : null}
          />
          {list.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {f.question}
                </Text>
              </Table.Td>
              <Table.Td data-label="Rekkefølge">{f.displayOrder}</Table.Td>
              <Table.Td data-actions>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => editor.open(f)} aria-label={`Rediger ${f.question}`}>
                    Rediger
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => deleter.open(f)} aria-label={`Slett ${f.question}`}>
                    Slett
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </AdminTable>
      <AdminModal opened={editor.opened} onClose={editor.close} title={editor.item ? 'Rediger spørsmål' : 'Legg til spørsmål'}>
        <EntryForm key={editor.item?.id ?? 'new'} entry={editor.item} nextOrder={nextOrder} onDone={editor.close} />
      </AdminModal>
      <ConfirmDialog opened={deleter.opened} title="Slett spørsmål" loading={remove.isPending} onConfirm={() => void confirmDelete()} onClose={deleter.close}>
        Er du sikker på at du vil slette spørsmålet «{deleter.item?.question}»? Dette kan ikke angres.
      </ConfirmDialog>
    </>
  );
}
