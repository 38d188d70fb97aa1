import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { isHandedOver, matrikkelText, type HandoverDocumentCategory, type HandoverPhotoStage } from '../../shared/domain';
import { handoverDocumentCategoryLabels, handoverPhotoStageLabels } from '../../shared/labels';
import { osloDate } from '../../shared/dates';
import { messages } from '../../shared/messages';
import { quoteTotals } from '../../shared/pricing/vat';
import { handoverErrors, type HandoverDto, type HandoverFileDto, type HandoverFileTitle, type HandoverUpdate } from '../../shared/schemas/handover';
import { changes, logActivity, type Actor } from '../activity/activity.service';
import { getCompany } from '../company/company.service';
import type { ImageStorage } from '../image/storage';
import { changeOrderRecordPdf } from '../job/change-order.record';
import { ChangeOrder, Job } from '../job/job.entity';
import { quoteRecordPdf } from '../quote/quote.record';
import { Handover, HandoverFile, type HandoverFileKind } from './handover.entity';
import { fileKey, prepareDocument, preparePhoto, safeFileName, sha256 } from './handover-files';
import { handoverPdf, type PhotoData } from './handover.pdf';
import { handoverZip } from './handover.zip';

// The handover folder of a job, for the owner: what goes in it while the work goes on, and «Overlever».
// The case's status is the job's (enquiry/case.ts moves it); the folder can change until handover.

const folderOpen = (job: Job) => !isHandedOver(job.enquiry.status);

/** The job of a case, with its contract and the case; 404 when the case has none. */
export async function jobOfCase(em: EntityManager, enquiryId: number, lock = false): Promise<Job> {
  const job = await em.findOne(Job, { enquiry: enquiryId }, { populate: ['enquiry', 'quote'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) });
  if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: handoverErrors.noJob });
  return job;
}

/** The job's folder row; made (with the befaring address) the first time the owner adds to it. */
async function folderOf(em: EntityManager, job: Job): Promise<Handover> {
  return (await em.findOne(Handover, { job })) ?? em.create(Handover, { job, address: job.enquiry.address ?? '', createdAt: new Date(), updatedAt: new Date() });
}

export function toFileDto(f: HandoverFile): HandoverFileDto {
  return { id: f.id, kind: f.kind, stage: f.stage, category: f.category, title: f.title, fileName: f.fileName, bytes: f.bytes, width: f.width, height: f.height, createdAt: f.createdAt.toISOString() };
}

/** The folder's files: photos by stage, then documents, each in the order they were added. */
export async function filesOf(em: EntityManager, job: Job): Promise<HandoverFile[]> {
  const rows = await em.find(HandoverFile, { job }, { orderBy: { id: 'asc' } });
  const order = (f: HandoverFile) => (f.kind === 'photo' ? ['before', 'during', 'after'].indexOf(f.stage ?? 'after') : 3);
  return rows.sort((a, b) => order(a) - order(b) || a.id - b.id);
}

/** The agreed price: the accepted quote plus the accepted change orders (incl. mva). */
async function agreedPrice(em: EntityManager, job: Job): Promise<HandoverDto['price']> {
  const contract = quoteTotals(job.quote.lines).total;
  const accepted = await em.find(ChangeOrder, { job, status: 'accepted' }, { orderBy: { number: 'asc' } });
  const changeOrders = accepted.map((c) => ({ number: c.number, reason: c.reason, total: quoteTotals(c.lines).total }));
  return { contract, changeOrders, total: Math.round((contract + changeOrders.reduce((s, c) => s + c.total, 0)) * 100) / 100 };
}

export async function toHandoverDto(em: EntityManager, job: Job, folder: Handover | null): Promise<HandoverDto> {
  const files = folder || (await em.count(HandoverFile, { job })) ? await filesOf(em, job) : [];
  return {
    enquiryId: job.enquiry.id,
    jobId: job.id,
    reference: job.enquiry.reference,
    status: job.enquiry.status,
    customerName: job.enquiry.name,
    address: folder?.address ?? job.enquiry.address ?? '',
    knr: folder?.knr ?? null,
    gnr: folder?.gnr ?? null,
    bnr: folder?.bnr ?? null,
    fnr: folder?.fnr ?? null,
    snr: folder?.snr ?? null,
    matrikkel: folder ? matrikkelText(folder) : null,
    summary: folder?.summary ?? '',
    products: (folder?.products ?? '').split('\n').map((p) => p.trim()).filter(Boolean),
    warrantyYears: folder?.warrantyYears ?? 5,
    // The days the work was done: from «I gang» to «Ferdig» as they happened, the plan where a step has not.
    startDate: job.startedAt ? osloDate(job.startedAt) : job.startDate,
    endDate: job.doneAt ? osloDate(job.doneAt) : job.endDate,
    handedOverAt: job.handedOverAt?.toISOString() ?? null,
    price: await agreedPrice(em, job),
    files: files.map(toFileDto),
  };
}

export async function getHandover(em: EntityManager, enquiryId: number): Promise<HandoverDto> {
  const job = await jobOfCase(em, enquiryId);
  return toHandoverDto(em, job, await em.findOne(Handover, { job }));
}

function assertOpen(job: Job): void {
  if (!folderOpen(job)) throw new TRPCError({ code: 'CONFLICT', message: handoverErrors.handedOver });
}

export async function updateHandover(em: EntityManager, input: HandoverUpdate, actor: Actor): Promise<HandoverDto> {
  return em.transactional(async (tx) => {
    const job = await jobOfCase(tx, input.id, true);
    assertOpen(job);
    const folder = await folderOf(tx, job);
    const before = { summary: folder.summary, products: folder.products, address: folder.address, knr: folder.knr, gnr: folder.gnr, bnr: folder.bnr, fnr: folder.fnr, snr: folder.snr };
    const after = { summary: input.summary, products: input.products, address: input.address, knr: input.knr, gnr: input.gnr, bnr: input.bnr, fnr: input.fnr, snr: input.snr };
    tx.assign(folder, after);
    await tx.flush();
    const diff = changes(before, after);
    if (Object.keys(diff).length > 0) logActivity(tx, actor, { action: 'update', entityType: 'job', entityId: job.id, label: job.enquiry.reference, details: diff });
    return toHandoverDto(tx, job, folder);
  });
}

export type NewHandoverFile = {
  kind: HandoverFileKind;
  stage: HandoverPhotoStage | null;
  category: HandoverDocumentCategory | null;
  title: string | null;
  /** The name the browser sent. */
  fileName: string;
  data: Buffer;
};

/**
 * Adds a photo or a document to the folder: checked and prepared (handover-files.ts), stored, then
 * recorded. The same file added again to the job returns the row already there.
 */
export async function addHandoverFile(em: EntityManager, storage: ImageStorage, enquiryId: number, input: NewHandoverFile, actor: Actor): Promise<{ file: HandoverFileDto; created: boolean }> {
  const job = await jobOfCase(em, enquiryId);
  assertOpen(job);
  const prepared = input.kind === 'photo' ? await preparePhoto(input.data) : await prepareDocument(input.data);
  const hash = sha256(prepared.data);
  const existing = await em.findOne(HandoverFile, { job, sha256: hash });
  if (existing) return { file: toFileDto(existing), created: false };
  const key = fileKey(job.id, hash, prepared.ext);
  const title =
    input.title?.trim() ||
    (input.kind === 'photo' ? `Bilde ${handoverPhotoStageLabels[input.stage ?? 'after'].toLowerCase()}` : input.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || handoverDocumentCategoryLabels[input.category ?? 'other']);
  // The row first, the file inside its transaction: a row that can't be written leaves no file behind.
  const insert = () => em.transactional(async (tx) => {
    const locked = await jobOfCase(tx, enquiryId, true);
    assertOpen(locked);
    const f = tx.create(HandoverFile, {
      job: locked,
      kind: input.kind,
      stage: input.kind === 'photo' ? input.stage : null,
      category: input.kind === 'document' ? input.category : null,
      title: title.slice(0, 200),
      fileName: safeFileName(input.fileName || title, prepared.ext),
      storageKey: key,
      sha256: hash,
      bytes: prepared.data.length,
      width: prepared.width,
      height: prepared.height,
      createdAt: new Date(),
    });
    await tx.flush();
    logActivity(tx, actor, { action: 'create', entityType: 'handoverfile', entityId: f.id, label: `${job.enquiry.reference}: ${f.title}`, details: changes(null, { kind: f.kind, title: f.title, fileName: f.fileName }) });
    await tx.flush();
    await storage.put(key, prepared.data);
    return f;
  });
  try {
    return { file: toFileDto(await insert()), created: true };
  } catch (error) {
    // The same file sent twice at once (two tabs, two instances): the first one's row is the answer.
    if (error instanceof UniqueConstraintViolationException) return { file: toFileDto(await em.fork().findOneOrFail(HandoverFile, { job: job.id, sha256: hash })), created: false };
    // The commit failed after the file was written: the file goes unless a row (another request's) has it.
    if ((await em.fork().count(HandoverFile, { storageKey: key })) === 0) await storage.remove([key]).catch(() => {});
    throw error;
  }
}

export async function removeHandoverFile(em: EntityManager, storage: ImageStorage, enquiryId: number, fileId: number, actor: Actor): Promise<HandoverDto> {
  const { dto, key } = await em.transactional(async (tx) => {
    const job = await jobOfCase(tx, enquiryId, true);
    assertOpen(job);
    const f = await tx.findOne(HandoverFile, { id: fileId, job });
    if (!f) throw new TRPCError({ code: 'NOT_FOUND', message: handoverErrors.fileNotFound });
    const gone = { key: f.storageKey, id: f.id, title: f.title };
    tx.remove(f);
    await tx.flush();
    logActivity(tx, actor, { action: 'delete', entityType: 'handoverfile', entityId: gone.id, label: `${job.enquiry.reference}: ${gone.title}` });
    return { dto: await toHandoverDto(tx, job, await tx.findOne(Handover, { job })), key: gone.key };
  });
  // Content-named: another job's row never shares it (the key carries the job), so it goes with the row.
  await storage.remove([key]);
  return dto;
}

/** A photo's caption or a document's name, changed while the folder is open. */
export async function retitleHandoverFile(em: EntityManager, input: HandoverFileTitle, actor: Actor): Promise<HandoverDto> {
  return em.transactional(async (tx) => {
    const job = await jobOfCase(tx, input.id, true);
    assertOpen(job);
    const f = await tx.findOne(HandoverFile, { id: input.fileId, job });
    if (!f) throw new TRPCError({ code: 'NOT_FOUND', message: handoverErrors.fileNotFound });
    const diff = changes({ title: f.title }, { title: input.title });
    f.title = input.title;
    await tx.flush();
    if (Object.keys(diff).length > 0) logActivity(tx, actor, { action: 'update', entityType: 'handoverfile', entityId: f.id, label: `${job.enquiry.reference}: ${f.title}`, details: diff });
    return toHandoverDto(tx, job, await tx.findOne(Handover, { job }));
  });
}

/** A folder file of a case (for the owner's preview): the row and its bytes. */
export async function fileOfCase(em: EntityManager, storage: ImageStorage, enquiryId: number, fileId: number): Promise<{ file: HandoverFile; data: Buffer }> {
  const job = await jobOfCase(em, enquiryId);
  const file = await em.findOne(HandoverFile, { id: fileId, job });
  if (!file) throw new TRPCError({ code: 'NOT_FOUND', message: messages.notFound });
  return { file, data: await storage.get(file.storageKey) };
}

export const pdfName = (reference: string) => `overlevering-${reference}.pdf`;
export const zipName = (reference: string) => `overlevering-${reference}.zip`;

/** The folder's PDF and ZIP as they stand (at handover they are made once and kept). */
export async function renderFolder(em: EntityManager, storage: ImageStorage, job: Job, folder: Handover | null): Promise<{ dto: HandoverDto; pdf: Buffer; zip: Buffer }> {
  const dto = await toHandoverDto(em, job, folder);
  const rows = await filesOf(em, job);
  const data = await Promise.all(rows.map((f) => storage.get(f.storageKey)));
  const withData = rows.map((f, i) => ({ file: toFileDto(f), data: data[i]! }));
  const photos: PhotoData[] = withData.filter((f) => f.file.kind === 'photo');
  const pdf = await handoverPdf(await getCompany(em), dto, photos);
  const zip = await handoverZip({ pdfName: pdfName(dto.reference), pdf, contract: await contractDocuments(em, job), files: withData }, job.handedOverAt ?? new Date());
  return { dto, pdf, zip };
}

/** The contract as agreed, for the folder: the accepted quote and each accepted change order, the PDFs kept at the customer's answer. */
async function contractDocuments(em: EntityManager, job: Job): Promise<Array<{ fileName: string; data: Buffer }>> {
  const reference = job.enquiry.reference;
  const accepted = await em.find(ChangeOrder, { job, status: 'accepted' }, { orderBy: { number: 'asc' } });
  return [
    { fileName: `tilbud-${reference}-v${job.quote.version}.pdf`, data: await quoteRecordPdf(em, job.quote) },
    ...(await Promise.all(accepted.map(async (o) => ({ fileName: `endring-${reference}-${o.number}.pdf`, data: await changeOrderRecordPdf(em, job, o) })))),
  ];
}
