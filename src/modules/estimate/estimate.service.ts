import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { calculators, canCalculate, parseCalculatorInput, plainInput, type CalculatorType } from '../../shared/calculators';
import { estimate } from '../../shared/pricing';
import { formatNok } from '../../shared/pricing/format';
import { estimateDisclaimer, totalLabel, vatSuffix } from '../../shared/pricing/labels';
import { messages } from '../../shared/messages';
import { savedEstimateLabel } from '../../shared/labels';
import type { StoredEstimate } from '../../shared/schemas/enquiry';
import type { estimateCreateSchema, SavedEstimateDto } from '../../shared/schemas/estimate';
import { logActivity } from '../activity/activity.service';
import { getCompany } from '../company/company.service';
import { allowAttempt } from '../enquiry/rate-limit';
import { publicParameters } from '../pricing/pricing.service';
import { amountRows, heading, line, paragraph, renderPdf } from '../pdf/pdf';
import { newLinkToken } from '../tokens/link-token';
import { SavedEstimate } from './estimate.entity';
import { formatOsloDate } from '../../shared/dates';

export const estimatePath = (token: string) => `/estimat/${token}`;

export function toSavedEstimateDto(e: SavedEstimate): SavedEstimateDto {
  return { token: e.token, type: e.type, input: e.input, total: e.total, lines: e.lines, computedAt: e.computedAt.toISOString() };
}

/**
 * Prices the visitor's choices with the active parameters and keeps the result, the inputs and the
 * parameters used: the stored estimate is what the customer was shown, whatever prices change later.
 */
export async function saveEstimate(em: EntityManager, input: z.output<typeof estimateCreateSchema>, client: { ip: string | undefined; limit: number }): Promise<SavedEstimate> {
  const parsed = parseCalculatorInput(input.type, input.input);
  if (!parsed.success) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: parsed.error.issues[0]?.message ?? messages.invalidInput, cause: parsed.error });
  }
  // The calculator's own rule for «Beregn pris»: an estimate without an area, a length or a count is
  // no estimate, and would count as one in the owner's figures.
  if (!canCalculate(input.type, parsed.data)) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.estimateIncomplete });
  // Every save is a row: without a limit a script could fill the database.
  if (client.ip && !(await allowAttempt(em, 'estimate', client.ip, client.limit))) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: messages.estimateRateLimited });
  }
  const prices = await publicParameters(em, input.type);
  const result = estimate(input.type, parsed.data, prices);
  return em.transactional(async (tx) => {
    const saved = tx.create(SavedEstimate, {
      token: newLinkToken(),
      type: input.type,
      input: plainInput(parsed.data),
      lines: result.lines,
      total: result.total,
      prices,
      computedAt: new Date(),
    });
    await tx.flush();
    logActivity(tx, null, { action: 'create', entityType: 'estimate', entityId: saved.id, label: calculators[input.type].meta.label, details: { total: { to: saved.total } } });
    return saved;
  });
}

export async function findEstimate(em: EntityManager, token: string): Promise<SavedEstimate> {
  const found = await em.findOne(SavedEstimate, { token });
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: messages.notFound });
  return found;
}

/** A saved estimate to attach to an inspection request, unchanged; null for an unknown token or another calculator. */
export async function savedEstimateToStore(em: EntityManager, attached: { type: CalculatorType; token?: string | undefined; shownTotal?: number | undefined }): Promise<StoredEstimate | null> {
  if (!attached.token) return null;
  const saved = await em.findOne(SavedEstimate, { token: attached.token });
  if (!saved || saved.type !== attached.type) return null;
  return {
    type: saved.type,
    input: saved.input,
    total: saved.total,
    lines: saved.lines,
    computedAt: saved.computedAt.toISOString(),
    ...(attached.shownTotal === undefined ? {} : { shownTotal: attached.shownTotal }),
  };
}

/** The readable rows of the visitor's choices («Areal: 30 m²»), from the stored input. */
export function estimateChoices(type: CalculatorType, input: Record<string, unknown>): string[] {
  const parsed = parseCalculatorInput(type, input);
  return parsed.success ? calculators[type].summaryRows(parsed.data as never) : [];
}


export async function estimatePdf(em: EntityManager, e: SavedEstimate): Promise<Buffer> {
  const company = await getCompany(em);
  return renderPdf(savedEstimateLabel, company, (doc) => {
    heading(doc, `${savedEstimateLabel}: ${calculators[e.type].meta.label}`, 16);
    paragraph(doc, `Beregnet ${formatOsloDate(e.computedAt)} med prisene som gjaldt da.`);
    const choices = estimateChoices(e.type, e.input);
    if (choices.length) {
      heading(doc, 'Dine valg', 11);
      for (const c of choices) line(doc, c);
      doc.moveDown(0.8);
    }
    heading(doc, 'Prisestimat', 11);
    amountRows(doc, [
      ...e.lines.map((l) => ({ label: l.label, amount: l.note === 'Inkludert' ? 'Inkludert' : `${formatNok(l.amount)} kr` })),
      { label: `${totalLabel} (${vatSuffix})`, amount: `${formatNok(e.total)} kr`, bold: true },
    ]);
    paragraph(doc, `Alle priser er i norske kroner ${vatSuffix} (25 %).`);
    paragraph(doc, estimateDisclaimer);
    paragraph(doc, 'Estimatet er uforpliktende og ikke et prisoverslag etter håndverkertjenesteloven § 32.');
  });
}
