import { Button, Group, NumberInput, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { teamMemberInputSchema, type TeamMemberDto } from '@shared/schemas/company';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { trpc } from '../../../trpc';
import { AdminModal } from '../AdminModal';
import { AdminTable } from '../AdminTable';
import { ConfirmDialog } from '../ConfirmDialog';
import { ImageDropzone } from '../images/ImageDropzone';
import { changeError } from '../errors';
import { PageToolbar } from '../PageToolbar';
import { TableStatusRow } from '../TableStatusRow';
import { useDialog } from '../useDialog';
import { useRefreshAfterChange } from '../useRefresh';
import { onInvalidSubmit } from '../invalid-fields';

type Values = { name: string; role: string; bio: string; photoUrl: string; displayOrder: number | string };
const resolver = schemaResolver(teamMemberInputSchema, { sync: true });

const toPayload = (v: Values) => ({
  name: v.name.trim(),
  role: v.role.trim(),
  bio: v.bio.trim() || null,
  photoUrl: v.photoUrl.trim() || null,
  displayOrder: v.displayOrder === '' ? 0 : Number(v.displayOrder),
});

function MemberForm({ member, nextOrder, onDone }: { member: TeamMemberDto | null; nextOrder: number; onDone: () => void }) {
  const refresh = useRefreshAfterChange();
  const create = trpc.admin.teamMembers.create.useMutation();
  const update = trpc.admin.teamMembers.update.useMutation();
  const form = useForm<Values>({
    initialValues: {
      name: member?.name ?? '',
      role: member?.role ?? '',
      bio: member?.bio ?? '',
      photoUrl: member?.photoUrl ?? '',
      displayOrder: member?.displayOrder ?? nextOrder,
    },
    validate: (v) => resolver(toPayload(v)),
  });
  const pending = create.isPending || update.isPending;
  const submit = form.onSubmit(async (values) => {
    const payload = toPayload(values);
    try {
      if (member) await update.mutateAsync({ id: member.id, ...payload });
      else await create.mutateAsync(payload);
    } catch (error) {
      const { title, message } = changeError(member ? 'update' : 'create', 'teammedlemmet', error);
      notifyError(title, message);
      return;
    }
    notifySuccess(member ? 'Teammedlem oppdatert' : 'Teammedlem lagt til', `«${payload.name}» er lagret.`);
    void refresh();
    onDone();
  }, onInvalidSubmit);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Navn" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Rolle" withAsterisk placeholder="F.eks. Tømrermester" {...form.getInputProps('role')} />
        <Textarea label="Om personen" autosize minRows={3} maxRows={10} {...form.getInputProps('bio')} />
        <TextInput label="Bilde" description="Last opp et bilde, eller skriv adressen til et bilde på dette nettstedet. Tomt felt: initialer vises." placeholder="/uploads/..." {...form.getInputProps('photoUrl')} />
        <ImageDropzone multiple={false} label="Last opp bilde" onUploaded={(image) => form.setFieldValue('photoUrl', image.url)} />
        <NumberInput label="Rekkefølge" description="Lavere tall vises først." allowDecimal={false} allowNegative={false} min={0} w={{ base: '100%', sm: 220 }} {...form.getInputProps('displayOrder')} />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Avbryt
          </Button>
          <Button type="submit" loading={pending}>
            {member ? 'Lagre endringer' : 'Legg til'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function TeamTab() {
  const team = trpc.admin.teamMembers.list.useQuery();
  const refresh = useRefreshAfterChange();
  const remove = trpc.admin.teamMembers.delete.useMutation();
  const editor = useDialog<TeamMemberDto>();
  const deleter = useDialog<TeamMemberDto>();
  const list = team.data ?? [];
  const nextOrder = list.reduce((max, m) => Math.max(max, m.displayOrder + 1), 0);

  const confirmDelete = async () => {
    const member = deleter.item;
    if (!member) return;
    try {
      await remove.mutateAsync({ id: member.id });
    } catch (error) {
      const { title, message } = changeError('delete', 'teammedlemmet', error);
      notifyError(title, message);
      return;
    }
    notifySuccess('Teammedlem slettet', `«${member.name}» er slettet.`);
    deleter.close();
    void refresh();
  };

  return (
    <>
      <PageToolbar text="Personene som presenteres under «Hvem er vi?» på Om oss-siden.">
        <Button onClick={() => editor.open()}>Legg til teammedlem</Button>
      </PageToolbar>
      <AdminTable caption="Team" minWidth={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Navn</Table.Th>
            <Table.Th>Rolle</Table.Th>
            <Table.Th>Rekkefølge</Table.Th>
            <Table.Th>
              <span className="visually-hidden-caption">Handlinger</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStatusRow
            colSpan={4}
            loading={team.isPending}
            error={team.isError ? 'Kunne ikke laste teamet. Prøv igjen senere.' : null}
            empty={team.isSuccess && list.length === 0 ? 'Ingen teammedlemmer ennå' : null}
          />
          {list.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {m.name}
                </Text>
              </Table.Td>
              <Table.Td data-label="Rolle">{m.role}</Table.Td>
              <Table.Td data-label="Rekkefølge">{m.displayOrder}</Table.Td>
              <Table.Td data-actions>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => editor.open(m)} aria-label={`Rediger ${m.name}`}>
                    Rediger
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => deleter.open(m)} aria-label={`Slett ${m.name}`}>
                    Slett
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </AdminTable>
      <AdminModal opened={editor.opened} onClose={editor.close} title={editor.item ? 'Rediger teammedlem' : 'Legg til teammedlem'}>
        <MemberForm key={editor.item?.id ?? 'new'} member={editor.item} nextOrder={nextOrder} onDone={editor.close} />
      </AdminModal>
      <ConfirmDialog opened={deleter.opened} title="Slett teammedlem" loading={remove.isPending} onConfirm={() => void confirmDelete()} onClose={deleter.close}>
        Er du sikker på at du vil slette «{deleter.item?.name}» fra teamet? Dette kan ikke angres.
      </ConfirmDialog>
    </>
  );
}
