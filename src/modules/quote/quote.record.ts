import type { EntityManager } from '@mikro-orm/postgresql';
import { getCompany } from '../company/company.service';
import type { Quote } from './quote.entity';
import { quotePdf } from './quote.pdf';
import { toPublicQuoteDto } from './quote.view';

// What the customer accepted stays as accepted: the quote's PDF with the record of the acceptance is
// made once, when the customer accepts, kept with the quote, and is what the link and the mails give
// ever after (the company's facts or the terms may change later; that document does not).

/** The quote's PDF: with the acceptance record (name, time, SHA-256) once it is accepted. */
export async function renderQuotePdf(em: EntityManager, q: Quote): Promise<Buffer> {
  const record =
    q.status === 'accepted' && q.acceptedAt
      ? { name: q.acceptedName ?? '', at: q.acceptedAt.toISOString(), startEarly: !!q.startEarly, contentHash: q.contentHash ?? '' }
      : null;
  return quotePdf(await getCompany(em), toPublicQuoteDto(q), record);
}

/** The PDF the customer accepted: the bytes kept at the acceptance; a quote not (or not yet) accepted as it stands. */
export async function quoteRecordPdf(em: EntityManager, q: Quote): Promise<Buffer> {
  if (q.status !== 'accepted') return renderQuotePdf(em, q);
  await em.populate(q, ['recordPdf']);
  return q.recordPdf ?? renderQuotePdf(em, q);
}
