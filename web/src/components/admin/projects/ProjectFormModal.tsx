import { Button, Group, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ImageDto, ImageMeta } from '@shared/schemas/image';
import { projectCategories, projectCategoryLabels } from '@shared/labels';
import type { ProjectDto } from '@shared/schemas/project';
import { trpc } from '../../../trpc';
import { AdminModal } from '../AdminModal';
import { useAdminChange } from '../useAdminChange';
import { ImageUrlRows } from './ImageUrlRows';
import { onInvalidSubmit } from '../invalid-fields';
import { initialValues, toPayload, validate, type Values } from './project-form';

const categoryOptions = projectCategories.map((c) => ({ value: c, label: projectCategoryLabels[c] }));

function ProjectForm({ project, onDone }: { project: ProjectDto | null; onDone: () => void }) {
  const change = useAdminChange();
  const create = trpc.admin.projects.create.useMutation();
  const update = trpc.admin.projects.update.useMutation();
  const form = useForm<Values>({ initialValues: initialValues(project), validate });
  const pending = create.isPending || update.isPending;
  const [known, setKnown] = useState<Record<string, ImageMeta | ImageDto>>(() => Object.fromEntries((project?.images ?? []).map((m) => [m.url, m])));

  const submit = form.onSubmit(async (values) => {
    const payload = toPayload(values);
    const ok = await change({
      kind: project ? 'update' : 'create',
      thing: 'prosjektet',
      run: () => (project ? update.mutateAsync({ id: project.id, ...payload }) : create.mutateAsync(payload)),
      success: { title: project ? 'Prosjekt oppdatert' : 'Prosjekt opprettet', message: `«${payload.title}» er lagret.` },
    });
    if (ok) onDone();
  }, onInvalidSubmit);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Tittel" withAsterisk data-autofocus {...form.getInputProps('title')} />
        <Textarea label="Beskrivelse" autosize minRows={4} maxRows={12} {...form.getInputProps('description')} />
        <TextInput label="Sted" placeholder="F.eks. Byåsen, Trondheim" {...form.getInputProps('location')} />
        <Select
          label="Kategori"
          placeholder="Velg kategori"
          withAsterisk
          data={categoryOptions}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('category')}
        />
        <ImageUrlRows form={form} known={known} onKnown={(image) => setKnown((k) => ({ ...k, [image.url]: image }))} />
        <Switch
          label="Vis på forsiden"
          description="Utvalgte prosjekter vises på forsiden."
          {...form.getInputProps('featured', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Avbryt
          </Button>
          <Button type="submit" loading={pending}>
            {project ? 'Lagre endringer' : 'Opprett prosjekt'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Props = { opened: boolean; project: ProjectDto | null; onClose: () => void };

export function ProjectFormModal({ opened, project, onClose }: Props) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={project ? 'Rediger prosjekt' : 'Legg til prosjekt'}>
      <ProjectForm key={project?.id ?? 'new'} project={project} onDone={onClose} />
    </AdminModal>
  );
}
