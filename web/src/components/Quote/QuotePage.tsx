import { isHandedOver } from '@shared/domain';
import { Alert, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatLongDay as day } from '@shared/dates';
import type { PublicQuoteDto } from '@shared/schemas/quote';
import { trpc } from '../../trpc';
import { QuoteAnswer } from './QuoteAnswer';
import { AnswerConfirmation } from './AnswerConfirmation';
import { QuoteDocument } from './QuoteDocument';
import { JobSection } from './JobSection';
import { HandoverFolder } from './HandoverFolder';
import { Invoices } from './Invoices';
import { formatOsloLongDateTime } from '@shared/dates';
import classes from './Quote.module.css';

const time = (iso: string) => formatOsloLongDateTime(iso);

/**
 * How the quote stands; `focus` when it changed because of the customer's answer on this page. Once the
 * job has its days (`jobUnderway`), the job's own section tells what comes next: the acceptance is then
 * only the record, without the promise to call about a start that is already agreed.
 */
function State({ quote, focus, jobUnderway }: { quote: PublicQuoteDto; focus: boolean; jobUnderway: boolean }) {
  if (quote.status === 'accepted' && quote.acceptedAt) {
    return (
      <AnswerConfirmation color="forest" title="Tilbudet er akseptert" focus={focus} testId="quote-state">
        <p>{`Akseptert av ${quote.acceptedName ?? ''} ${time(quote.acceptedAt)}.${jobUnderway ? '' : ' Du får en bekreftelse med tilbudet som PDF på e-post.'}`}</p>
        {!jobUnderway && <p>Vi tar kontakt med deg for å avtale oppstart. Denne siden viser oppdraget, datoene og endringer underveis.</p>}
      </AnswerConfirmation>
    );
  }
  if (quote.status === 'declined') {
    return (
      <AnswerConfirmation color="gray" title="Du har avslått tilbudet" focus={focus} testId="quote-state">
        <p>Takk for svaret. Ta gjerne kontakt om du ombestemmer deg.</p>
      </AnswerConfirmation>
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
  if (quote.status === 'sent' || quote.status === 'viewed') {
    // The answer's forms come after the quote, the terms and the angrerett (read before accepting); on a
    // phone that is far down, so the top says what is asked and leads there.
    return (
      <p className={`${classes.box} ${classes.noPrint}`} data-testid="quote-answer-lead">
        {'Les tilbudet, vilkårene og angreretten nedenfor. '}
        <a href="#aksepter">Gå til svaret: aksepter, be om endringer eller avslå</a>
      </p>
    );
  }
  return null;
}

/**
 * A quote behind its link. The page opens with where the case stands and what comes next (the handover
 * folder once handed over, the job and its change orders, the answer asked for); the quote, its terms
 * and the angrerett follow as the record, and the answer's forms after them while it is open.
 */
export function QuotePage({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const query = trpc.public.quotes.byToken.useQuery({ token }, { staleTime: Infinity, retry: false });
  // Set when the customer answers here (or an answer is refused as stale): the new state then takes focus.
  const [answered, setAnswered] = useState(false);
  const quote = query.data;
  const accepted = quote?.status === 'accepted' && !quote.withdrawnAt;
  // Once accepted, the page is the customer's job: it stands above the quote, which is its contract.
  const job = trpc.public.jobs.byToken.useQuery({ token }, { enabled: accepted, staleTime: Infinity, retry: false });
  if (!quote) return null;
  const open = quote.status === 'sent' || quote.status === 'viewed';
  return (
    <QuoteDocument
      quote={quote}
      token={token}
      state={
        <>
          {job.data && isHandedOver(job.data.status) && <HandoverFolder token={token} />}
          <State quote={quote} focus={answered} jobUnderway={!!job.data && job.data.status !== 'won'} />
          {job.data && <JobSection token={token} job={job.data} />}
          {job.data && <Invoices token={token} />}
        </>
      }
    >
      {open && (
        <QuoteAnswer
          token={token}
          hasTerms={!!quote.terms}
          onAnswered={(q) => {
            setAnswered(true);
            utils.public.quotes.byToken.setData({ token }, q);
          }}
          onStale={() => {
            setAnswered(true);
            void utils.public.quotes.byToken.invalidate({ token });
          }}
        />
      )}
    </QuoteDocument>
  );
}
