import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { enquiryStatuses, type EnquiryStatus } from '../../shared/domain';
import { isJobStatus } from '../../shared/domain';
import { messages } from '../../shared/messages';
import type { EnquiryCounts, EnquiryDetailDto, EnquiryDto, EnquiryFilter, EnquiryNoteDto, EnquiryPage } from '../../shared/schemas/enquiry';
import { logActivity, type Actor } from '../activity/activity.service';
import { AdminUser } from '../auth/admin-user.entity';
import { countMailsOfCase, mailsOfCase, type MailSettings } from '../outbox/outbox.service';
import { transition } from './case';
import { queueEnquiryMails } from './enquiry.mail';
import { Enquiry, EnquiryNote } from './enquiry.entity';
import { toEnquiryDto } from './enquiry.dto';

const searchFields = ['name', 'email', 'address', 'message', 'reference'] as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The inbox's filters as a query: a status (by default everything but spam), a type, and free text
 * over name, e-mail, phone (spaces ignored on both sides), address, message and reference number.
 * The text is compared in its search form (`search_fold`, a migration's SQL function) on both sides:
 * case and accents ignored, ø as o, å and aa as a, so «odegard» finds «Ødegård» and «aase» «Åse».
 */
export function filtered(em: EntityManager, f: EnquiryFilter) {
  const qb = em.createQueryBuilder(Enquiry, 'e');
  if (!f.status) qb.where({ status: { $ne: 'spam' } });
  else if (f.status !== 'all') qb.where({ status: f.status });
  if (f.type) qb.andWhere({ type: f.type });
  const q = f.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    const phone = `%${escapeLike(q.replace(/\s+/g, ''))}%`;
    qb.andWhere(
      `(${searchFields.map((f) => `search_fold(e.${f}) like search_fold(?)`).join(' or ')} or replace(e.phone, ' ', '') ilike ?)`,
      [...searchFields.map(() => like), phone],
    );
  }
  return qb;
}

const newestFirst = { createdAt: 'desc', id: 'desc' } as const;

/** Newest first, `limit` (default 50) from `offset`, with the total matching the filters. */
export async function listEnquiries(
  em: EntityManager,
  query: EnquiryFilter & { limit?: number; offset?: number } = {},
): Promise<{ items: EnquiryDto[]; total: number }> {
  const qb = filtered(em, query);
  const total = await qb.clone().getCount();
  const rows = await qb
    .orderBy(newestFirst)
    .limit(query.limit ?? 50)
    .offset(query.offset ?? 0)
    .getResult();
  return { items: rows.map(toEnquiryDto), total };
}

export async function enquiryPage(em: EntityManager, q: EnquiryFilter & { page: number; pageSize: number }): Promise<EnquiryPage> {
  const { items, total } = await listEnquiries(em, { ...q, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export async function notesOf(em: EntityManager, enquiryId: number): Promise<EnquiryNoteDto[]> {
  const rows = await em.find(EnquiryNote, { enquiry: enquiryId }, { populate: ['author'], orderBy: newestFirst });
  return rows.map((n) => ({ id: n.id, text: n.text, author: n.author?.username ?? null, createdAt: n.createdAt.toISOString() }));
}

export async function enquiryDetail(em: EntityManager, id: number): Promise<EnquiryDetailDto> {
  const e = await em.findOne(Enquiry, id);
  if (!e) throw new TRPCError({ code: 'NOT_FOUND', message: messages.enquiryNotFound });
  const [mails, notes] = await Promise.all([mailsOfCase(em.fork(), id), notesOf(em.fork(), id)]);
  return { ...toEnquiryDto(e), mails, notes };
}

async function lockedEnquiry(tx: EntityManager, id: number): Promise<Enquiry> {
  const e = await tx.findOne(Enquiry, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!e) throw new TRPCError({ code: 'NOT_FOUND', message: messages.enquiryNotFound });
  return e;
}

/**
 * A status change, logged with the old and the new status in the same transaction. «Ikke spam» (from
 * Spam back to Ny) sends the two mails that were held when the enquiry came in: once, because they are
 * queued only while the enquiry has none, under the enquiry's row lock.
 */
export async function setEnquiryStatus(em: EntityManager, id: number, status: EnquiryStatus, actor: Actor, settings: MailSettings): Promise<EnquiryDto> {
  return em.transactional(async (tx) => {
    const e = await lockedEnquiry(tx, id);
    // The job's states are set where the job is planned and followed: its dates and mails go with them.
    if (isJobStatus(status) || isJobStatus(e.status)) throw new TRPCError({ code: 'CONFLICT', message: messages.jobStatusElsewhere });
    const released = e.status === 'spam' && status === 'new';
    if (transition(tx, e, status, actor) && released && !e.anonymisedAt && (await countMailsOfCase(tx, id)) === 0) await queueEnquiryMails(tx, e, settings);
    return toEnquiryDto(e);
  });
}

/** Adds an internal note; the log row says a note was added, never what it says. */
export async function addEnquiryNote(em: EntityManager, id: number, text: string, actor: { id: number; username: string }): Promise<EnquiryNoteDto> {
  return em.transactional(async (tx) => {
    const e = await lockedEnquiry(tx, id);
    const note = tx.create(EnquiryNote, { enquiry: e, text, author: tx.getReference(AdminUser, actor.id), createdAt: new Date() });
    await tx.flush();
    logActivity(tx, actor, { action: 'update', entityType: 'case', entityId: id, label: e.reference, details: { note: { to: note.id } } });
    return { id: note.id, text: note.text, author: actor.username, createdAt: note.createdAt.toISOString() };
  });
}

/**
 * Deletes an enquiry with its notes and mails (the foreign keys cascade). The log keeps its id, type
 * and status: nothing that names the person.
 */
export async function deleteEnquiry(em: EntityManager, id: number, actor: Actor): Promise<void> {
  await em.transactional(async (tx) => {
    const e = await lockedEnquiry(tx, id);
    logActivity(tx, actor, { action: 'delete', entityType: 'case', entityId: id, label: e.reference, details: { type: { from: e.type }, status: { from: e.status } } });
    await tx.nativeDelete(Enquiry, { id });
  });
}

/** Deletes every enquiry marked as spam; one log row per deleted enquiry. */
export async function deleteAllSpam(em: EntityManager, actor: Actor): Promise<{ deleted: number }> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<Array<{ id: number; type: string; reference: string }>>(`delete from enquiry where status = 'spam' returning id, type, reference`);
    for (const row of rows) {
      logActivity(tx, actor, { action: 'delete', entityType: 'case', entityId: row.id, label: row.reference, details: { type: { from: row.type }, status: { from: 'spam' } } });
    }
    return { deleted: rows.length };
  });
}

/** Enquiries per status: Ny for the menu, Spam for the dashboard, all of them for the inbox's filter. */
export async function enquiryCounts(em: EntityManager): Promise<EnquiryCounts> {
  const rows = await em.getConnection().execute<Array<{ status: EnquiryStatus; n: number }>>('select status, count(*)::int as n from enquiry group by status');
  const byStatus = Object.fromEntries(enquiryStatuses.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Record<EnquiryStatus, number>;
  return { new: byStatus.new, spam: byStatus.spam, byStatus };
}
