// The project dialog's values, their validation with the shared schema and the payload they become.
import { schemaResolver, type FormErrors } from '@mantine/form';
import { altText, uploadHash } from '@shared/schemas/image';
import type { ProjectCategory } from '@shared/domain';
import { projectInputSchema, type ProjectDto } from '@shared/schemas/project';

export type Values = {
  title: string;
  description: string;
  location: string;
  category: string | null;
  imageUrls: string[];
  /** Alt text per row of imageUrls (used for uploaded photos). */
  imageAlts: string[];
  featured: boolean;
};

const baseResolver = schemaResolver(projectInputSchema, { sync: true });
const imageListSchema = projectInputSchema.shape.imageUrls;

/** Schema messages, with image errors tied to the row they belong to (the schema drops empty rows). */
export function validate(values: Values): FormErrors {
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

export function initialValues(project: ProjectDto | null): Values {
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

export function toPayload(v: Values) {
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

