import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { messages } from '../../shared/messages';
import { catalogueEntry, isPriceValue } from '../../shared/calculators/price-effects';
import type { CalculatorType } from '../../shared/calculators/types';
import { catalogueOf } from '../../shared/pricing/categories';
import { usableValue } from '../../shared/pricing/params';
import type { PriceListRate, PricingParameterDto, PricingParameterUpdate, PublicParameter, pricingParameterInputSchema } from '../../shared/schemas/pricing';
import { presentFields, type Actor } from '../activity/activity.service';
import { auditedWrites, pick, timestamps, withoutMeta } from '../activity/audited';
import { PricingParameter } from './pricing-parameter.entity';

type Input = z.output<typeof pricingParameterInputSchema>;

const fields = ['id', 'category', 'parameterKey', 'parameterName', 'parameterValue', 'description', 'displayOrder', 'isActive'] as const;

const toParameterDto = (p: PricingParameter): PricingParameterDto => ({ ...pick(p, fields), ...timestamps(p) });

const rows = auditedWrites({ entity: PricingParameter, entityType: 'pricingparameter', notFound: messages.parameterNotFound, label: (p) => p.parameterName, snapshot: (p) => withoutMeta(toParameterDto(p)) });

/** The active parameters of one calculator, as the public calculator needs them. */
export async function publicParameters(em: EntityManager, category: CalculatorType): Promise<PublicParameter[]> {
  const rows = await em.find(PricingParameter, { category, isActive: true }, { orderBy: { displayOrder: 'asc', id: 'asc' } });
  return rows.map((p) => ({ parameterKey: p.parameterKey, parameterValue: p.parameterValue }));
}

/**
 * The general prices for the price list: active, with a usable value, in display order. The unit comes
 * from the catalogue (a price the owner added under the category counts as a fixed amount).
 */
export async function priceListRates(em: EntityManager): Promise<PriceListRate[]> {
  const rows = await em.find(PricingParameter, { category: 'general', isActive: true }, { orderBy: { displayOrder: 'asc', id: 'asc' } });
  return rows.flatMap((p) => {
    const amount = usableValue(p.parameterValue);
    if (amount === undefined) return [];
    const entry = catalogueOf('general').find((e) => e.key === p.parameterKey);
    const unit = entry?.unit === 'hour' ? 'hour' : entry?.per === 'workday' ? 'workday' : 'fixed';
    return [{ key: p.parameterKey, name: p.parameterName, amount, unit, description: p.description }];
  });
}

export async function listParameters(em: EntityManager): Promise<PricingParameterDto[]> {
  const rows = await em.find(PricingParameter, {}, { orderBy: { category: 'asc', displayOrder: 'asc', id: 'asc' } });
  return rows.map(toParameterDto);
}

function duplicateKey(error: unknown): never {
  if (error instanceof UniqueConstraintViolationException) {
    throw new TRPCError({ code: 'CONFLICT', message: messages.duplicateParameterKey });
  }
  throw error;
}

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/** A price the calculator reads must hold a number ≥ 0; a parameter the owner added may hold any text. */
function checkCatalogueValue(p: Pick<PricingParameter, 'category' | 'parameterKey' | 'parameterValue'>): void {
  if (catalogueEntry(p.category, p.parameterKey) && !isPriceValue(p.parameterValue)) throw badRequest(messages.cataloguePriceValue);
}

export async function createParameter(em: EntityManager, input: Input, actor: Actor): Promise<PricingParameterDto> {
  return em
    .transactional(async (tx) => {
      checkCatalogueValue(input);
      return toParameterDto(await rows.create(tx, actor, input));
    })
    .catch(duplicateKey);
}

export async function updateParameter(em: EntityManager, id: number, input: PricingParameterUpdate, actor: Actor): Promise<PricingParameterDto> {
  return em
    .transactional(async (tx) => {
      const p = await rows.update(tx, actor, id, input, (p) => {
        // The calculator finds its prices by category and key, so those of its own prices stay put.
        const renamed =
          (input.parameterKey !== undefined && input.parameterKey !== p.parameterKey) ||
          (input.category !== undefined && input.category !== p.category);
        if (renamed && catalogueEntry(p.category, p.parameterKey)) throw badRequest(messages.catalogueParameterRename);
        checkCatalogueValue({ ...toParameterDto(p), ...presentFields(input) });
      });
      return toParameterDto(p);
    })
    .catch(duplicateKey);
}

export async function deleteParameter(em: EntityManager, id: number, actor: Actor): Promise<void> {
  await em.transactional((tx) =>
    rows.remove(tx, actor, id, (p) => {
      if (catalogueEntry(p.category, p.parameterKey)) throw new TRPCError({ code: 'CONFLICT', message: messages.catalogueParameterDelete });
    }),
  );
}
