import { Button } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { slotText } from '@shared/booking-time';
import { phoneHref } from '@shared/company-view';
import { useCompanyData } from '../../lib/company';
import { useSubmitHeldBeforeLive } from '../../lib/hydration';
import { notifyError, notifySuccess } from '../../lib/notify';
import { serverFieldErrors, serverMessage } from '../../lib/trpc-errors';
import classes from './Contact.module.css';
import { submitWithSchemas } from './form-schemas';
import { useSpamGuard } from './SpamGuard';

export const SEND_FAILED_TITLE = 'Kunne ikke sende skjema';

/**
 * The toast text after a failed submission (docs/PRODUCT.md, section 7): the server's message when it answered
 * with one; 'Noe gikk galt ved sending av skjemaet' when an answer came without one (also a proxy's
 * HTML error page, whose English parse error must not reach the visitor); 'Vennligst prøv igjen
 * senere' when no answer came at all (network failure).
 */
export function submitErrorText(error: unknown): string {
  const answeredWithoutMessage = 'Noe gikk galt ved sending av skjemaet';
  if (error instanceof TRPCClientError) {
    if (error.data) return serverMessage(error) ?? answeredWithoutMessage;
    if (error.cause instanceof SyntaxError) return answeredWithoutMessage;
  }
  return 'Vennligst prøv igjen senere';
}

/** Moves focus to the first field that has an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The reference number in a success toast; the same number is in the receipt mail. */
export function referenceText(reference: string): string {
  return `Referansenummer: ${reference}.`;
}

/** What each form says when it was sent (the toast's texts: docs/PRODUCT.md §8). */
export type SentTexts = {
  title: string;
  /** The toast's text; for the inspection form the spec's words, kept letter for letter for a request without a time. */
  toast: string;
  /** The toast's text when a befaring time was booked with the request («tirsdag 1. desember kl. 08:00–09:00»). */
  bookedToast?: (time: string) => string;
  next: string;
  again: string;
};

type Sent = { reference: string; booking?: { start: string; end: string } | null };

/**
 * The one submit flow of the public forms: validate with the shared schema, add the spam guard's
 * fields, send, and then either show the confirmation (the form is replaced by SentPanel, and the
 * toast of docs/PRODUCT.md §8) or keep every value, mark the fields the server named and say what went wrong.
 */
export function useEnquirySubmit<V extends Record<string, unknown>>(opts: {
  form: UseFormReturnType<V>;
  formRef: RefObject<HTMLFormElement | null>;
  send: (values: V, guard: { website: string; formToken: string | null; submissionId: string }) => Promise<Sent>;
  texts: SentTexts;
  onSent?: () => void;
}) {
  const { form, formRef, send, texts, onSent } = opts;
  const guard = useSpamGuard();
  // Marks the form live, so a send before the page's scripts ran is sent now (lib/hydration.ts).
  useSubmitHeldBeforeLive(formRef);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(
    async (values) => {
      setPending(true);
      setFailure(null);
      try {
        const enquiry = await send(values, await guard.fields());
        form.reset();
        guard.renew();
        onSent?.();
        setSent(enquiry);
        const toast = enquiry.booking && texts.bookedToast ? texts.bookedToast(slotText(enquiry.booking)) : texts.toast;
        notifySuccess(texts.title, `${toast} ${referenceText(enquiry.reference)}`);
      } catch (error) {
        form.setErrors(serverFieldErrors(error));
        const text = submitErrorText(error);
        setFailure(text);
        notifyError(SEND_FAILED_TITLE, text);
        focusFirstError(formRef.current);
      } finally {
        setPending(false);
      }
    },
    () => focusFirstError(formRef.current),
  );

  return {
    guard,
    pending,
    sent,
    /** What stopped the last send, shown beside the button until the next try (the toast goes after 5 s). */
    failure,
    onSubmit: submitWithSchemas(() => void submit()),
    /** Back to an empty form from the confirmation, with focus on its first field. */
    again: () => {
      setSent(null);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"])')?.focus());
    },
  };
}

/**
 * Stands in place of a sent form until the visitor asks for a new one: the reference number, what
 * happens next and the phone number. It takes focus, so a screen reader reads it out.
 */
export function SentPanel({ sent, texts, onAgain }: { sent: Sent; texts: SentTexts; onAgain: () => void }) {
  const company = useCompanyData();
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => panel.current?.focus(), []);
  return (
    <section ref={panel} tabIndex={-1} aria-labelledby={titleId} className={classes.sentPanel} data-testid="sent-panel">
      <h2 id={titleId} className={classes.formTitle}>
        {texts.title}
      </h2>
      <p className={classes.sentReference}>
        Referansenummer: <strong>{sent.reference}</strong>
      </p>
      {sent.booking ? (
        <p className={classes.formText} data-testid="sent-booking">
          Befaringen er avtalt: <strong>{slotText(sent.booking)}</strong>. Du får en bekreftelse med kalenderinvitasjon på e-post, med en lenke for å flytte eller avlyse.
        </p>
      ) : (
        <p className={classes.formText}>{texts.next}</p>
      )}
      <p className={classes.formText}>
        Haster det? Ring oss på <a href={phoneHref(company.phone)}>{company.phone}</a>.
      </p>
      <Button variant="outline" size="md" onClick={onAgain}>
        {texts.again}
      </Button>
    </section>
  );
}
