import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { messages } from '../../shared/messages';
import type { PublicQuoteDto } from '../../shared/schemas/quote';
import { Quote } from './quote.entity';
import { toPublicQuoteDto } from './quote.view';

/**
 * The quote as the customer sees it behind the link, for the owner: a draft before it is sent, any
 * version after. A read and nothing else: no «sett», no activity row («Sett» means the customer).
 */
export async function previewQuote(em: EntityManager, id: number): Promise<PublicQuoteDto> {
  const q = await em.findOne(Quote, id, { populate: ['enquiry'] });
  if (!q) throw new TRPCError({ code: 'NOT_FOUND', message: messages.quoteNotFound });
  return toPublicQuoteDto(q);
}
