import { Alert, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatLongDay as day } from '@shared/dates';
import type { PublicQuoteDto } from '@shared/schemas/quote';
import { trpc } from '../../trpc';
import { QuoteAnswer } from './QuoteAnswer';
import { QuoteDocument } from './QuoteDocument';

const time = (iso: string) => new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

function State({ quote }: { quote: PublicQuoteDto }) {
  if (quote.status === 'accepted' && quote.acceptedAt) {
    return (
      <Alert color="forest" title="Tilbudet er akseptert" data-testid="quote-state">
        {`Akseptert av ${quote.acceptedName ?? ''} ${time(quote.acceptedAt)}. Du får en bekreftelse med tilbudet som PDF på e-post.`}
      </Alert>
    );
  }
  if (quote.status === 'declined') {
    return (
      <Alert color="gray" title="Du har avslått tilbudet" data-testid="quote-state">
        Takk for svaret. Ta gjerne kontakt om du ombestemmer deg.
      </Alert>
    );
  }
  if (quote.status === 'expired') {
    return (
      <Alert color="yellow" title="Tilbudet er utløpt" data-testid="quote-state">
        <p>{`Tilbudet gjaldt til og med ${day(quote.validUntil)}. Ta kontakt, så sender vi deg et nytt tilbud.`}</p>
        <Button component={Link} to="/contact">
          Kontakt oss
        </Button>
      </Alert>
    );
  }
  return null;
}

/** A quote behind its link: the content, the terms, the angrerett, and the answers while it is open. */
export function QuotePage({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const query = trpc.public.quotes.byToken.useQuery({ token }, { staleTime: Infinity, retry: false });
  const quote = query.data;
  if (!quote) return null;
  const open = quote.status === 'sent' || quote.status === 'viewed';
  return (
    <QuoteDocument quote={quote} token={token} state={<State quote={quote} />}>
      {open && (
        <QuoteAnswer
          token={token}
          hasTerms={!!quote.terms}
          onAnswered={(q) => utils.public.quotes.byToken.setData({ token }, q)}
          onStale={() => void utils.public.quotes.byToken.invalidate({ token })}
        />
      )}
    </QuoteDocument>
  );
}
