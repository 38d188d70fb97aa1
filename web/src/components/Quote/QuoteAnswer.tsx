import { Alert, Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { startEarlyText } from '@shared/angrerett';
import { quoteAcceptSchema, type PublicQuoteDto } from '@shared/schemas/quote';
import { useSubmitHeldBeforeLive } from '../../lib/hydration';
import { errorCode, serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import { AnswerConfirmation } from './AnswerConfirmation';
import classes from './Quote.module.css';

const failed = (error: unknown) => serverMessage(error) ?? 'Det gikk ikke å sende svaret. Sjekk nettforbindelsen og prøv igjen.';

/**
 * «Aksepter tilbudet», «Jeg ønsker endringer» and «Avslå», for a quote the customer can still answer.
 * `onStale` runs when the server says the quote was answered or has expired since the page was loaded
 * (another tab, another person), so the page can show how it stands now.
 */
export function QuoteAnswer({ token, hasTerms, onAnswered, onStale }: { token: string; hasTerms: boolean; onAnswered: (q: PublicQuoteDto) => void; onStale: () => void }) {
  const [name, setName] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [startEarly, setStartEarly] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; terms?: string }>({});
  const [changes, setChanges] = useState('');
  const [changesSent, setChangesSent] = useState(false);
  const [reason, setReason] = useState('');
  // A form sent before the page's scripts ran is sent once they have (lib/hydration.ts).
  const acceptForm = useRef<HTMLFormElement>(null);
  const changesForm = useRef<HTMLFormElement>(null);
  const declineForm = useRef<HTMLFormElement>(null);
  const [confirmDecline, setConfirmDecline] = useState(false);
  useSubmitHeldBeforeLive(acceptForm);
  useSubmitHeldBeforeLive(changesForm);
  useSubmitHeldBeforeLive(declineForm);
  const onError = (error: unknown) => {
    if (errorCode(error) === 'CONFLICT') onStale();
  };
  const accept = trpc.public.quotes.accept.useMutation({ onSuccess: onAnswered, onError });
  const requestChanges = trpc.public.quotes.requestChanges.useMutation({ onSuccess: () => setChangesSent(true), onError });
  const decline = trpc.public.quotes.decline.useMutation({ onSuccess: onAnswered, onError });

  const onAccept = (e: FormEvent) => {
    e.preventDefault();
    // The server's schema, so the page and the API refuse the same answers with the same words.
    const parsed = quoteAcceptSchema.safeParse({ token, name, acceptTerms, startEarly });
    if (!parsed.success) {
      const message = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ name: message('name'), terms: message('acceptTerms') });
      return;
    }
    setErrors({});
    accept.mutate(parsed.data);
  };

  return (
    <>
      <section aria-labelledby="aksepter" className={classes.noPrint}>
        <h2 id="aksepter">Aksepter tilbudet</h2>
        <form ref={acceptForm} onSubmit={onAccept} noValidate className={classes.form}>
          <Stack gap="md">
            <TextInput label="Fullt navn" autoComplete="name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
            <Checkbox
              label="Jeg har lest og godtar vilkårene"
              description={
                <>
                  {'Vilkårene er tilbudet over med '}
                  <a href="#pristype">pristypen</a>
                  {hasTerms ? ', ' : ' og '}
                  {hasTerms && (
                    <>
                      <a href="#betalingsvilkar">betalingsvilkårene</a>
                      {' og '}
                    </>
                  )}
                  <a href="#angrerett">angrerettinformasjonen</a>.
                </>
              }
              checked={acceptTerms}
              onChange={(e) => setAcceptTerms(e.currentTarget.checked)}
              error={errors.terms}
            />
            <Checkbox label={startEarlyText} checked={startEarly} onChange={(e) => setStartEarly(e.currentTarget.checked)} />
            {accept.error && <Alert color="red">{failed(accept.error)}</Alert>}
            <Button type="submit" size="md" loading={accept.isPending}>
              Aksepter tilbudet
            </Button>
          </Stack>
        </form>
      </section>

      <section aria-labelledby="endringer" className={classes.noPrint}>
        <h2 id="endringer">Jeg ønsker endringer</h2>
        {changesSent ? (
          <AnswerConfirmation color="forest" title="Ønsket om endringer er sendt" focus testId="quote-changes-sent">
            <p>Takk! Vi har fått meldingen og sender deg et oppdatert tilbud.</p>
          </AnswerConfirmation>
        ) : (
          <form
            ref={changesForm}
           
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (changes.trim()) requestChanges.mutate({ token, message: changes.trim() });
            }}
          >
            <Stack gap="sm">
              <Textarea label="Hva ønsker du endret?" autosize minRows={3} value={changes} onChange={(e) => setChanges(e.currentTarget.value)} />
              {requestChanges.error && <Alert color="red">{failed(requestChanges.error)}</Alert>}
              <Button type="submit" variant="default" loading={requestChanges.isPending} disabled={!changes.trim()}>
                Send ønske om endringer
              </Button>
            </Stack>
          </form>
        )}
      </section>

      <section aria-labelledby="avsla" className={classes.noPrint}>
        <h2 id="avsla">Avslå</h2>
        <form
          ref={declineForm}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            // One tap asks; the answer is sent from the question (it ends the quote for good).
            if (!confirmDecline) setConfirmDecline(true);
            else decline.mutate({ token, reason: reason.trim() || null });
          }}
        >
          <Stack gap="sm">
            <Textarea label="Begrunnelse (valgfritt)" autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
            {decline.error && <Alert color="red">{failed(decline.error)}</Alert>}
            {confirmDecline ? (
              <Alert color="red" title="Avslå tilbudet?" data-testid="confirm-decline">
                <p>Tilbudet kan ikke aksepteres her etterpå. Vi får beskjed, og tar gjerne kontakt om du vil ha et nytt tilbud.</p>
                <Group mt="sm">
                  <Button type="submit" color="red.9" loading={decline.isPending}>
                    Ja, avslå tilbudet
                  </Button>
                  <Button variant="subtle" onClick={() => setConfirmDecline(false)}>
                    Nei, gå tilbake
                  </Button>
                </Group>
              </Alert>
            ) : (
              <Button type="submit" variant="outline" color="red.9">
                Avslå tilbudet
              </Button>
            )}
          </Stack>
        </form>
      </section>
    </>
  );
}
