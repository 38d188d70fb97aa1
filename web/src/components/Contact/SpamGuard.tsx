import { Link } from '@tanstack/react-router';
import { useEffect, useImperativeHandle, useRef, type RefObject } from 'react';
import { trpc } from '../../trpc';
import classes from './Contact.module.css';

/** A form that comes back into view after this long gets a new stamp (the server counts a day-old one as none). */
export const REFRESH_AFTER_MS = 12 * 60 * 60 * 1000;
/** A stamp this old is renewed before sending, so it is still good when it arrives. */
export const RENEW_BEFORE_SEND_MS = 23 * 60 * 60 * 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A random id for one filled-in form (getRandomValues works on plain http too, unlike randomUUID). */
export const newSubmissionId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Spam protection without captcha or cookies: a honeypot field people never see, and a signed stamp
 * of when the form was shown. A form sent within the server's minimum fill time is refused with a
 * message (the visitor keeps what they wrote and sends again); only a filled honeypot is filed as spam.
 */
export function useSpamGuard() {
  const honeypot = useRef<HTMLInputElement>(null);
  // The same on every try of one filled-in form, so a retry after a lost answer is not stored twice;
  // a new one once the form was sent. Made on first use, in the browser (the server render needs none).
  const submissionId = useRef<string | null>(null);
  // The stamp is read by <FormTokenField>, inside the form: its arrival re-renders that one hidden field,
  // not the whole form (on a slow phone, a second render of every field just after the page came alive).
  const token = useRef<FormTokenHandle>(null);

  return {
    /**
     * The two fields to send with the form. A stamp about to go stale is renewed first, and the send
     * waits out the fill time of the new one. Without a token (it failed to load) the form still goes.
     */
    fields: async () => {
      let current = token.current?.data;
      if (current && token.current && Date.now() - token.current.dataUpdatedAt > RENEW_BEFORE_SEND_MS) {
        const renewed = await token.current.refetch();
        if (renewed.data) {
          current = renewed.data;
          await wait(current.minFillSeconds * 1000 + 250);
        }
      }
      submissionId.current ??= newSubmissionId();
      return { website: honeypot.current?.value ?? '', formToken: current?.token ?? null, submissionId: submissionId.current };
    },
    /** After a sent form: a new submission id for the next one (its field fetches a new stamp when it is shown). */
    renew: () => {
      submissionId.current = null;
    },
    field: (
      <>
        <div className={classes.honeypot} aria-hidden="true">
          <label>
            Ikke fyll ut dette feltet
            <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <FormTokenField ref={token} />
      </>
    ),
  };
}

type FormToken = { token: string; minFillSeconds: number };
type FormTokenHandle = { data: FormToken | undefined; dataUpdatedAt: number; refetch: () => Promise<{ data?: FormToken }> };

/** The form's stamp: fetched when the form is shown, as a hidden field once it is here. */
function FormTokenField({ ref }: { ref: RefObject<FormTokenHandle | null> }) {
  // Fetched once when the form is shown; a form shown anew (after a sent one) fetches a new one. Never
  // refetched on focus, which would restart the clock while the visitor is typing.
  const token = trpc.public.enquiries.formToken.useQuery(undefined, {
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
  const { data, dataUpdatedAt, refetch } = token;
  useImperativeHandle(ref, () => ({ data, dataUpdatedAt, refetch }), [data, dataUpdatedAt, refetch]);

  // A phone keeps a tab for days: when the form is shown again after a long pause, its stamp is renewed.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && dataUpdatedAt > 0 && Date.now() - dataUpdatedAt > REFRESH_AFTER_MS) void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [dataUpdatedAt, refetch]);

  return data ? <input type="hidden" name="formToken" value={data.token} /> : null;
}

/** The line under both forms. */
export function PrivacyNote() {
  return (
    <p className={classes.privacyNote}>
      Vi bruker opplysningene bare til å svare deg. Les mer i <Link to="/personvern">personvernerklæringen</Link>.
    </p>
  );
}
