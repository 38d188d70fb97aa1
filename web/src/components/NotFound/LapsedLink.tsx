import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { phoneHref } from '@shared/company-view';
import { formatOsloDate } from '@shared/dates';
import { LOGO } from '@shared/illustrations';
import type { LapsedLink as Lapsed } from '@shared/schemas/lapsed-link';
import { useCompanyData } from '../../lib/company';
import { NotFoundContent } from './NotFoundView';
import classes from './NotFound.module.css';

const texts = {
  quote_replaced: (at: string) => ({
    title: 'Tilbudet er erstattet av en nyere versjon',
    text: `Vi sendte deg en ny versjon av tilbudet ${formatOsloDate(at)}. Du finner lenken til den i e-posten fra oss den dagen; denne lenken viser den gamle versjonen ikke lenger.`,
  }),
  review_received: (at: string) => ({
    title: 'Takk, vi har fått omtalen din',
    text: `Omtalen kom inn ${formatOsloDate(at)}, og lenken kan bare brukes én gang.`,
  }),
} as const;

/**
 * A customer's link that no longer opens its page says what happened (a newer quote was sent on a given
 * date; the review was received) and how to reach us, instead of a bare 404. Unknown links get the
 * not-found page. Either way the answer is 404 and never indexed.
 */
export function LapsedLink({ lapsed }: { lapsed: Lapsed | undefined }) {
  const company = useCompanyData();
  if (!lapsed) return <NotFoundContent />;
  const { title, text } = texts[lapsed.kind](lapsed.at);
  return (
    <section className={classes.page} data-testid="lapsed-link">
      <img src={LOGO.ICON} alt="" className={classes.icon} width={72} height={72} />
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.text}>{text}</p>
      <p className={classes.text}>
        {'Spørsmål? Ring oss på '}
        <a href={phoneHref(company.phone)}>{company.phone}</a>
        {' eller skriv til '}
        <a href={`mailto:${company.email}`}>{company.email}</a>.
      </p>
      <Group justify="center" gap="md" mt="xl">
        <Button component={Link} to="/" size="md" variant="outline">
          Til forsiden
        </Button>
      </Group>
    </section>
  );
}
