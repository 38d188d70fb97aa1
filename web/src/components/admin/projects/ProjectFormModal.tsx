import { Button, Group, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useState } from 'react';
import { altText, uploadHash, type ImageDto, type ImageMeta } from '@shared/schemas/image';
import { projectCategories, projectCategoryLabels, type ProjectCategory } from '@shared/labels';
import { projectInputSchema, type ProjectDto } from '@shared/schemas/project';
import { trpc } from '../../../trpc';
import { AdminModal } from '../AdminModal';
import { useAdminChange } from '../useAdminChange';
import { ImageUrlRows } from './ImageUrlRows';
import { onInvalidSubmit } from '../invalid-fields';

type Values = {
  title: string;
  description: string;
  location: string;
  category: string | null;
  imageUrls: string[];
  /** Alt text per row of imageUrls (used for uploaded photos). */
  imageAlts: string[];
  featured: boolean;
};

const categoryOptions = projectCategories.map((c) => ({ value: c, label: projectCategoryLabels[c] }));
const baseResolver = schemaResolver(projectInputSchema, { sync: true });
const imageListSchema = projectInputSchema.shape.imageUrls;

/** Schema messages, with image errors tied to the row they belong to (the schema drops empty rows). */
function validate(values: Values): FormErrors {
  const errors: FormErrors = {};
  for (const [key, message] of Object.entries(baseResolver(values))) {
    if (!key.startsWith('imageUrls.') && !key.startsWith('imageAlts')) errors[key] = message;
  }
  values.imageUrls.forEach((url, index) => {
    if (!url.trim()) return;
    const result = imageListSchema.safeParse([url]);
    if (!result.success) errors[`imageUrls.${index}`] = result.error.issues[0]?.message ?? 'Ugyldig bilde-URL';
    // Every uploaded photo needs an alt text before the project is saved.
    if (uploadHash(url.trim())) {
      const alt = altText.safeParse(values.imageAlts[index] ?? '');
      if (!alt.success) errors[`imageAlts.${index}`] = alt.error.issues[0]?.message ?? 'Skriv en alternativ tekst';
    }
  });
  return errors;
}

function initialValues(project: ProjectDto | null): Values {
  return {
    title: project?.title ?? '',
    description: project?.description ?? '',
    location: project?.location ?? '',
    category: project?.category ?? null,
    imageUrls: project?.imageUrls?.length ? [...project.imageUrls] : [''],
    imageAlts: project?.imageUrls?.length ? project.imageUrls.map((u) => project.images.find((m) => m.url === u)?.alt ?? '') : [''],
    featured: project?.featured ?? false,
  };
}

function toPayload(v: Values) {
  const urls = v.imageUrls.map((u) => u.trim()).filter(Boolean);
  const imageAlts: Record<string, string> = {};
  v.imageUrls.forEach((u, i) => {
    const alt = v.imageAlts[i]?.trim();
    if (uploadHash(u.trim()) && alt) imageAlts[u.trim()] = alt;
  });
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    location: v.location.trim() || null,
    category: v.category as ProjectCategory,
    imageUrls: urls.length ? urls : null,
    ...(Object.keys(imageAlts).length ? { imageAlts } : {}),
    featured: v.featured,
  };
}

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
