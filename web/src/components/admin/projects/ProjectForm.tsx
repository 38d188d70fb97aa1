import { Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ImageDto, ImageMeta } from '@shared/schemas/image';
import { projectCategoryLabels } from '@shared/labels';
import { projectCategories } from '@shared/domain';
import type { ProjectDto } from '@shared/schemas/project';
import { trpc } from '../../../trpc';
import { CategorySelect, DialogForm } from '../FormModal';
import { useEditForm } from '../useEditForm';
import { ImageUrlRows } from './ImageUrlRows';
import { initialValues, toPayload, validate } from './project-form';

const categoryOptions = projectCategories.map((c) => ({ value: c, label: projectCategoryLabels[c] }));

export function ProjectForm({ project, onDone }: { project: ProjectDto | null; onDone: () => void }) {
  const { form, formProps } = useEditForm({
    item: project,
    initialValues: initialValues(project),
    toPayload,
    validate,
    create: trpc.admin.projects.create.useMutation(),
    update: trpc.admin.projects.update.useMutation(),
    thing: 'prosjektet',
    saved: (p, created) => ({ title: created ? 'Prosjekt opprettet' : 'Prosjekt oppdatert', message: `«${p.title}» er lagret.` }),
    onDone,
  });
  const [known, setKnown] = useState<Record<string, ImageMeta | ImageDto>>(() => Object.fromEntries((project?.images ?? []).map((m) => [m.url, m])));

  return (
    <DialogForm {...formProps} submitLabel={project ? 'Lagre endringer' : 'Opprett prosjekt'}>
      <TextInput label="Tittel" withAsterisk data-autofocus {...form.getInputProps('title')} />
      <Textarea label="Beskrivelse" autosize minRows={4} maxRows={12} {...form.getInputProps('description')} />
      <TextInput label="Sted" placeholder="F.eks. Byåsen, Trondheim" {...form.getInputProps('location')} />
      <CategorySelect data={categoryOptions} comboboxProps={{ withinPortal: true }} {...form.getInputProps('category')} />
      <ImageUrlRows form={form} known={known} onKnown={(image) => setKnown((k) => ({ ...k, [image.url]: image }))} />
      <Switch label="Vis på forsiden" description="Utvalgte prosjekter vises på forsiden." {...form.getInputProps('featured', { type: 'checkbox' })} />
    </DialogForm>
  );
}
