import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { formatWeekdayLongDay } from '@shared/dates';
import { changeOrderKindLabels, customerJobStatusLabels } from '@shared/labels';
import { PRICE_LIMIT_PERCENT } from '@shared/price-limit';
import { formatKr } from '@shared/pricing/vat';
import { changeOrderAcceptSchema, type PublicChangeOrderDto, type PublicJobDto } from '@shared/schemas/job';
import { formatOsloLongDateTime } from '@shared/dates';
import { useSubmitHeldBeforeLive } from '../../lib/hydration';
import { errorCode, serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import { AnswerConfirmation } from './AnswerConfirmation';
import classes from './Quote.module.css';

const span = (start: string, end: string) => (start === end ? formatWeekdayLongDay(start) : `${formatWeekdayLongDay(start)} – ${formatWeekdayLongDay(end)}`);
const failed = (error: unknown) => serverMessage(error) ?? 'Det gikk ikke å sende svaret. Sjekk nettforbindelsen og prøv igjen.';

/**
 * The customer's job behind the quote's link, once the quote is accepted: how it stands, the planned
 * days, the agreed price (and for a prisoverslag how far it is above the estimate, § 32), and the
 * change orders: those waiting to be answered here, the answered ones with their PDF.
 */
export function JobSection({ token, job }: { token: string; job: PublicJobDto }) {
  const utils = trpc.useUtils();
  const [answered, setAnswered] = useState<{
    id: number;
    accepted: boolean;
  } | null>(null);
  const waiting = job.changeOrders.filter((o) => o.status === 'sent');
  const answeredOrders = job.changeOrders.filter((o) => o.status !== 'sent');
  const limit = job.priceLimit;
  return (
    <section aria-labelledby="oppdraget" className={classes.box} data-testid="job-section">
      <h2 id="oppdraget" className={classes.boxTitle}>
        {`Oppdraget: ${customerJobStatusLabels[job.status]}`}
      </h2>
      <p>{job.startDate && job.endDate ? `Planlagt: ${span(job.startDate, job.endDate)}.` : 'Vi tar kontakt for å avtale datoer. Du får dem på e-post med en kalenderoppføring.'}</p>
      {job.startDate && job.status === 'planned' && <p className={classes.muted}>Må datoene endres, ta kontakt med oss, så flytter vi oppdraget og sender deg de nye datoene.</p>}
      <p>
        {`Avtalt pris: ${formatKr(job.agreedTotal)} inkl. mva`}
        {job.agreedTotal !== job.contractTotal ? ` (tilbudet ${formatKr(job.contractTotal)} og godkjente endringer).` : '.'}
      </p>
      {limit && (
        <p data-testid="price-limit">
          {`Tilbudet er et prisoverslag på ${formatKr(limit.estimate)}. `}
          {limit.newLimitAgreedAt
            ? `${limit.newLimitChangeOrder ? `Da du godkjente endring ${limit.newLimitChangeOrder}, sa du ja til en ny prisramme` : 'Du har avtalt en ny prisramme med oss'}: prisen kan bli inntil ${formatKr(limit.limit)} inkl. mva. `
            : `Etter håndverkertjenesteloven § 32 kan prisen ikke bli mer enn ${PRICE_LIMIT_PERCENT} % høyere (${formatKr(limit.limit)}) uten at du sier ja til det. `}
          {`Avtalt pris er nå ${limit.agreedPercent.toLocaleString('nb-NO')} % over prisoverslaget.`}
        </p>
      )}
      {answered && (
        <AnswerConfirmation color={answered.accepted ? 'forest' : 'gray'} title={answered.accepted ? 'Endringen er godkjent' : 'Du har avslått endringen'} focus testId="change-order-answer">
          <p>{answered.accepted ? 'Du får en bekreftelse med endringen som PDF på e-post.' : 'Takk for svaret. Vi tar kontakt om endringen.'}</p>
        </AnswerConfirmation>
      )}
      {waiting.map((o) => (
        <WaitingOrder
          key={o.id}
          token={token}
          order={o}
          estimate={limit?.estimate ?? null}
          onAnswered={(next, accepted) => {
            setAnswered({ id: o.id, accepted });
            utils.public.jobs.byToken.setData({ token }, next);
          }}
          onStale={() => void utils.public.jobs.byToken.invalidate({ token })}
        />
      ))}
      {answeredOrders.length > 0 && (
        <>
          <h3>Endringer</h3>
          <ul className={classes.lines}>
            {answeredOrders.map((o) => (
              <li key={o.id} className={classes.line}>
                <span className={classes.lineText}>
                  {`Endring ${o.number}: ${o.reason}`}
                  <span className={classes.lineDetail}>
                    {o.status === 'accepted' && o.acceptedAt ? `Godkjent av ${o.acceptedName ?? ''} ${formatOsloLongDateTime(o.acceptedAt)} · ` : 'Avslått · '}
                    <a href={`/tilbud/${token}/endring/${o.number}.pdf`}>PDF</a>
                  </span>
                </span>
                <span className={classes.amount}>{formatKr(o.totals.total)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * What answering yes does to the price, before the customer answers: the agreed price now and with the
 * change; for a prisoverslag how far above the estimate, past 10 % in plain words, and past the limit
 * that the yes is also a yes to the new limit (§ 32).
 */
function OrderPrice({ price, estimate }: { price: PublicChangeOrderDto['price']; estimate: number | null }) {
  const over = price.percentOver !== null && estimate !== null && price.level !== 'ok';
  return (
    <div data-testid="change-order-price">
      <p>{`Avtalt pris nå: ${formatKr(price.before)} inkl. mva. Med endringen: ${formatKr(price.after)} inkl. mva.`}</p>
      {over && <p>{`Prisen er et prisoverslag på ${formatKr(estimate)}. Med endringen blir den ${price.percentOver!.toLocaleString('nb-NO')} % høyere enn overslaget.`}</p>}
      {price.newLimit !== null && (
        <Alert color="yellow" variant="light">
          {`Det er over grensen på ${PRICE_LIMIT_PERCENT} % (håndverkertjenesteloven § 32). Godkjenner du endringen, sier du samtidig ja til en ny prisramme: prisen kan bli inntil ${formatKr(price.newLimit)} inkl. mva.`}
        </Alert>
      )}
    </div>
  );
}

function WaitingOrder({ token, order, estimate, onAnswered, onStale }: { token: string; order: PublicChangeOrderDto; estimate: number | null; onAnswered: (job: PublicJobDto, accepted: boolean) => void; onStale: () => void }) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [confirmDecline, setConfirmDecline] = useState(false);
  // A form sent before the page's scripts ran is sent once they have (lib/hydration.ts).
  const acceptForm = useRef<HTMLFormElement>(null);
  const declineForm = useRef<HTMLFormElement>(null);
  useSubmitHeldBeforeLive(acceptForm);
  useSubmitHeldBeforeLive(declineForm);
  const onError = (error: unknown) => {
    if (errorCode(error) === 'CONFLICT' || errorCode(error) === 'NOT_FOUND') onStale();
  };
  const accept = trpc.public.jobs.acceptChangeOrder.useMutation({
    onSuccess: (j) => onAnswered(j, true),
    onError,
  });
  const decline = trpc.public.jobs.declineChangeOrder.useMutation({
    onSuccess: (j) => onAnswered(j, false),
    onError,
  });
  const onAccept = (e: FormEvent) => {
    e.preventDefault();
    const parsed = changeOrderAcceptSchema.safeParse({
      token,
      id: order.id,
      name,
    });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((i) => i.path[0] === 'name')?.message);
      return;
    }
    setNameError(undefined);
    accept.mutate(parsed.data);
  };
  const heading = `change-order-${order.id}`;
  return (
    <section aria-labelledby={heading} className={classes.changeOrder} data-testid="waiting-change-order">
      <h3 id={heading}>{`Endring ${order.number} venter på ditt svar: ${changeOrderKindLabels[order.kind].toLowerCase()}`}</h3>
      <p style={{ whiteSpace: 'pre-line' }}>{order.reason}</p>
      <ul className={classes.lines}>
        {order.lines.map((l, i) => (
          <li key={i} className={classes.line}>
            <span className={classes.lineText}>
              {l.text}
              <span className={classes.lineDetail}>{`${l.quantity.toLocaleString('nb-NO')} ${l.unit} à ${formatKr(l.unitPrice)}`}</span>
            </span>
            <span className={classes.amount}>{formatKr(l.amount)}</span>
          </li>
        ))}
      </ul>
      <p className={classes.grand}>{`Endringen: ${formatKr(order.totals.total)} inkl. mva`}</p>
      <OrderPrice price={order.price} estimate={estimate} />
      <p>
        <a href={`/tilbud/${token}/endring/${order.number}.pdf`}>Last ned endringen (PDF)</a>
      </p>
      <form ref={acceptForm} onSubmit={onAccept} noValidate className={`${classes.form} ${classes.noPrint}`}>
        <Stack gap="sm">
          <TextInput label="Fullt navn" autoComplete="name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameError} />
          {accept.error && <Alert color="red">{failed(accept.error)}</Alert>}
          <Button type="submit" loading={accept.isPending}>
            Godkjenn endringen
          </Button>
        </Stack>
      </form>
      <form
        ref={declineForm}
       
        noValidate
        className={`${classes.form} ${classes.noPrint}`}
        onSubmit={(e) => {
          e.preventDefault();
          // One tap asks; the answer is sent from the question.
          if (!confirmDecline) setConfirmDecline(true);
          else decline.mutate({ token, id: order.id, reason: reason.trim() || null });
        }}
      >
        <Stack gap="sm">
          <Textarea label="Begrunnelse hvis du avslår (valgfritt)" autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          {decline.error && <Alert color="red">{failed(decline.error)}</Alert>}
          {confirmDecline ? (
            <Alert color="red" title="Avslå endringen?" data-testid="confirm-decline">
              <p>Endringen blir ikke en del av oppdraget, og prisen er uendret. Vi får beskjed og tar kontakt om den.</p>
              <Group mt="sm">
                <Button type="submit" color="red.9" loading={decline.isPending}>
                  Ja, avslå endringen
                </Button>
                <Button variant="subtle" onClick={() => setConfirmDecline(false)}>
                  Nei, gå tilbake
                </Button>
              </Group>
            </Alert>
          ) : (
            <Button type="submit" variant="outline" color="red.9">
              Avslå endringen
            </Button>
          )}
        </Stack>
      </form>
    </section>
  );
}
