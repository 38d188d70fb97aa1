import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { messages } from '../../shared/messages';
import type { SavedQuoteLineDto, SavedQuoteLineInput, SavedQuoteLineUpdate } from '../../shared/schemas/saved-quote-line';
import type { Actor } from '../activity/activity.service';
import { auditedWrites, pick, withoutMeta } from '../activity/audited';
import { SavedQuoteLine } from './saved-quote-line.entity';

// The owner's frequently used quote lines: a small list, alphabetical, each text once.

const toDto = (l: SavedQuoteLine): SavedQuoteLineDto => pick(l, ['id', 'text', 'unit', 'unitPrice']);

const lines = auditedWrites({ entity: SavedQuoteLine, entityType: 'quoteline', notFound: messages.savedQuoteLineNotFound, label: (l) => l.text, snapshot: (l) => withoutMeta(toDto(l)) });

/** A second line with the same text is refused with a message rather than a server error. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new TRPCError({ code: 'CONFLICT', message: messages.savedQuoteLineExists });
    throw error;
  }
}

export async function listSavedQuoteLines(em: EntityManager): Promise<SavedQuoteLineDto[]> {
  return (await em.find(SavedQuoteLine, {}, { orderBy: { text: 'asc', id: 'asc' } })).map(toDto);
}

export const createSavedQuoteLine = (em: EntityManager, input: SavedQuoteLineInput, actor: Actor): Promise<SavedQuoteLineDto> =>
  unique(() => em.transactional(async (tx) => toDto(await lines.create(tx, actor, input))));

export const updateSavedQuoteLine = (em: EntityManager, id: number, input: SavedQuoteLineUpdate, actor: Actor): Promise<SavedQuoteLineDto> =>
  unique(() => em.transactional(async (tx) => toDto(await lines.update(tx, actor, id, input))));

export const deleteSavedQuoteLine = (em: EntityManager, id: number, actor: Actor): Promise<void> => em.transactional((tx) => lines.remove(tx, actor, id));
