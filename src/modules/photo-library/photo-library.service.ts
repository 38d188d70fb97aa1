import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { messages } from '../../shared/messages';
import { uploadHash, type ImageListItem, type ImageUsage } from '../../shared/schemas/image';
import { changes, logActivity, type Actor } from '../activity/activity.service';
import { TeamMember } from '../company/company.entity';
import { Image } from '../image/image.entity';
import type { ImageRuntime } from '../image/image.runtime';
import { findImage, mainUrl, toImageDto } from '../image/image.service';
import { Project } from '../project/project.entity';
import { Service } from '../service/service.entity';

// The photo library screen: every uploaded image with where it is shown, and deleting one that is
// shown nowhere. Read side: it looks into the features that show photos (projects, services, the
// team), so it sits above them and the image store knows none of them.

/** Every project and service that shows an image, by the image's content hash. */
async function usageByHash(em: EntityManager): Promise<Map<string, ImageUsage[]>> {
  const usage = new Map<string, ImageUsage[]>();
  const add = (url: string, use: ImageUsage) => {
    const hash = uploadHash(url);
    if (!hash) return;
    const list = usage.get(hash) ?? [];
    if (!list.some((u) => u.type === use.type && u.id === use.id)) list.push(use);
    usage.set(hash, list);
  };
  for (const p of await em.find(Project, {}, { fields: ['id', 'title', 'imageUrls'], orderBy: { id: 'asc' } })) {
    for (const url of p.imageUrls ?? []) add(url, { type: 'project', id: p.id, title: p.title });
  }
  for (const s of await em.find(Service, { imageUrl: { $ne: null } }, { fields: ['id', 'title', 'imageUrl'], orderBy: { id: 'asc' } })) {
    add(s.imageUrl!, { type: 'service', id: s.id, title: s.title });
  }
  for (const m of await em.find(TeamMember, { photoUrl: { $ne: null } }, { fields: ['id', 'name', 'photoUrl'], orderBy: { id: 'asc' } })) {
    add(m.photoUrl!, { type: 'teammember', id: m.id, title: m.name });
  }
  return usage;
}

export async function listImages(em: EntityManager, base: string | null = null): Promise<ImageListItem[]> {
  const [rows, usage] = await Promise.all([em.find(Image, {}, { orderBy: { createdAt: 'desc', id: 'desc' } }), usageByHash(em)]);
  return rows.map((image) => ({ ...toImageDto(image, base), usage: usage.get(image.hash) ?? [] }));
}

/** Deletes an unused image and its files; 409 while a project or service shows it. */
export async function deleteImage(em: EntityManager, runtime: ImageRuntime, id: number, actor: Actor): Promise<void> {
  const removed = await em.transactional(async (tx) => {
    // Locked: a project, service or team member saved at this moment waits, then finds the image gone.
    const image = await findImage(tx, id, LockMode.PESSIMISTIC_WRITE);
    const used = (await usageByHash(tx)).get(image.hash) ?? [];
    if (used.length) {
      const names = used.map((u) => `«${u.title}»`).join(', ');
      throw new TRPCError({ code: 'CONFLICT', message: `${messages.imageInUse} ${names}.` });
    }
    logActivity(tx, actor, { action: 'delete', entityType: 'image', entityId: id, label: image.alt, details: changes({ url: mainUrl(image), alt: image.alt }, null) });
    tx.remove(image);
    return { hash: image.hash, originalFormat: image.originalFormat, variants: image.variants };
  });
  await runtime.removeFiles(removed);
}

