import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { trpc } from '../../trpc';
import classes from './Contact.module.css';

/**
 * Spam protection without captcha or cookies: a honeypot field people never see, and a signed stamp
 * of when the form was shown (the server treats a form sent within seconds as a robot's). Neither
 * blocks a person: a caught enquiry is stored as spam for the owner to look at, never thrown away.
 */
export function useSpamGuard() {
  const honeypot = useRef<HTMLInputElement>(null);
  // Fetched once when the form is shown; a new one after each sent form. Never refetched on focus,
  // which would restart the clock while the visitor is typing.
  const token = trpc.public.enquiries.formToken.useQuery(undefined, {
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
  return {
    /** The two fields to send with the form. Without a token (it failed to load) the form still goes. */
    fields: () => ({ website: honeypot.current?.value ?? '', formToken: token.data?.token ?? null }),
    /** After a sent form: a new stamp for the next one. */
    renew: () => void token.refetch(),
    field: (
      <>
        <div className={classes.honeypot} aria-hidden="true">
          <label>
            Ikke fyll ut dette feltet
            <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {token.data && <input type="hidden" name="formToken" value={token.data.token} />}
      </>
    ),
  };
}

/** The line under both forms. */
export function PrivacyNote() {
  return (
    <p className={classes.privacyNote}>
      Vi bruker opplysningene bare til å svare deg. Les mer i <Link to="/personvern">personvernerklæringen</Link>.
    </p>
  );
}
