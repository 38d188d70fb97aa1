import { teamMemberInputSchema, type TeamMemberDto } from '@shared/schemas/company';
import { trpc } from '../../../trpc';
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { AdminListScreen } from '../AdminListScreen';
import { RowTitle, type Column } from '../AdminListTable';
import { DialogForm } from '../FormModal';
import { ImageDropzone } from '../images/ImageDropzone';
import { useAdminList } from '../useAdminList';
import { teamTexts } from '../list-texts';
import { useEditForm } from '../useEditForm';
import { displayOrderField, nextDisplayOrder, orderOf } from '../display-order';

type Values = { name: string; role: string; bio: string; photoUrl: string; displayOrder: number | string };

const toPayload = (v: Values) => ({
  name: v.name.trim(),
  role: v.role.trim(),
  bio: v.bio.trim() || null,
  photoUrl: v.photoUrl.trim() || null,
  displayOrder: orderOf(v.displayOrder),
});

function MemberForm({ member, nextOrder, onDone }: { member: TeamMemberDto | null; nextOrder: number; onDone: () => void }) {
  const { form, formProps } = useEditForm({
    item: member,
    initialValues: {
      name: member?.name ?? '',
      role: member?.role ?? '',
      bio: member?.bio ?? '',
      photoUrl: member?.photoUrl ?? '',
      displayOrder: member?.displayOrder ?? nextOrder,
    } as Values,
    toPayload,
    schema: teamMemberInputSchema,
    create: trpc.admin.teamMembers.create.useMutation(),
    update: trpc.admin.teamMembers.update.useMutation(),
    thing: 'teammedlemmet',
    saved: (p, created) => ({ title: created ? 'Teammedlem lagt til' : 'Teammedlem oppdatert', message: `«${p.name}» er lagret.` }),
    onDone,
  });
  return (
    <DialogForm {...formProps} submitLabel={member ? 'Lagre endringer' : 'Legg til'}>
      <TextInput label="Navn" withAsterisk data-autofocus {...form.getInputProps('name')} />
      <TextInput label="Rolle" withAsterisk placeholder="F.eks. Tømrermester" {...form.getInputProps('role')} />
      <Textarea label="Om personen" autosize minRows={3} maxRows={10} {...form.getInputProps('bio')} />
      <TextInput label="Bilde" description="Last opp et bilde, eller skriv adressen til et bilde på dette nettstedet. Tomt felt: initialer vises." placeholder="/uploads/..." {...form.getInputProps('photoUrl')} />
      <ImageDropzone multiple={false} label="Last opp bilde" onUploaded={(image) => form.setFieldValue('photoUrl', image.url)} />
      <NumberInput {...displayOrderField} {...form.getInputProps('displayOrder')} />
    </DialogForm>
  );
}

const columns: Column<TeamMemberDto>[] = [
  { label: 'Navn', heading: true, cell: (m) => <RowTitle>{m.name}</RowTitle> },
  { label: 'Rolle', cell: (m) => m.role },
  { label: 'Rekkefølge', cell: (m) => m.displayOrder },
];

export function TeamTab() {
  const team = useAdminList<TeamMemberDto>(trpc.admin.teamMembers, teamTexts);
  return (
    <AdminListScreen of={team} columns={columns} minWidth={640} name={(m) => m.name}
      form={(member, done) => <MemberForm member={member} nextOrder={nextDisplayOrder(team.list)} onDone={done} />} />
  );
}
