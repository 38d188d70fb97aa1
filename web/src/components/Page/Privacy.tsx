import { Link } from '@tanstack/react-router';
import { addressLine, emailHref, orgNumberDisplay, phoneHref } from '@shared/company-view';
import { count, nouns } from '@shared/plural';
import { useCompanyData } from '../../lib/company';
import { trpc } from '../../trpc';
import { Section } from './Section';
import classes from './Privacy.module.css';

/** "24 måneder (2 år)": months, and whole years when they are. */
function period(months: number): string {
  const years = months % 12 === 0 ? months / 12 : null;
  const m = count(months, nouns.month);
  return years ? `${m} (${years} år)` : m;
}

/** The privacy statement, with the company's own facts and the retention period the site runs with. */
export function PrivacyStatement() {
  const company = useCompanyData();
  const facts = trpc.public.enquiries.privacy.useQuery(undefined, { staleTime: Infinity });
  const retention = facts.data ? period(facts.data.retentionMonths) : 'en fast periode';
  const email = <a href={emailHref(company.email)}>{company.email}</a>;
  return (
    <Section tone="white">
        <div className={classes.prose}>
          <h2>Hvem som er ansvarlig</h2>
          <p>{company.name} er behandlingsansvarlig for personopplysningene vi får gjennom denne nettsiden.</p>
          <div className={classes.facts}>
            <p>
              <strong>{company.name}</strong>
            </p>
            <p>Org.nr. {orgNumberDisplay(company)}</p>
            <p>{addressLine(company.address)}</p>
            <p>
              E-post: {email} · Telefon: <a href={phoneHref(company.phone)}>{company.phone}</a>
            </p>
          </div>

          <h2>Hva vi lagrer</h2>
          <p>Vi lagrer bare det du selv sender oss i kontaktskjemaet eller når du bestiller befaring:</p>
          <ul>
            <li>navn, e-postadresse og telefonnummer</li>
            <li>adressen der befaringen skal være, prosjekttype og ønsket dato</li>
            <li>meldingen din, og et prisestimat fra kalkulatoren hvis du valgte å sende det med</li>
            <li>når henvendelsen kom inn, og referansenummeret den fikk</li>
          </ul>
          <p>
            For å stoppe søppelpost lagrer vi i inntil én time hvilken IP-adresse en henvendelse kom fra, slik at ingen kan sende oss
            hundrevis av meldinger på kort tid. Vi bruker ikke sporing, analyseverktøy eller annonsenettverk, og nettsiden setter ingen
            informasjonskapsler for besøkende. Den eneste informasjonskapselen er innloggingen til administrasjonen, og den brukes bare av
            oss.
          </p>

          <h2>Hvorfor vi lagrer det</h2>
          <p>
            Vi bruker opplysningene til å svare på henvendelsen din, avtale befaring og lage et tilbud. Grunnlaget er at du har bedt oss om
            det før en eventuell avtale (personvernforordningen artikkel 6 nr. 1 bokstav b). Du får en kvittering på e-post når vi har mottatt
            henvendelsen. Vi selger eller deler ikke opplysningene med andre, men e-posten går gjennom vår e-postleverandør.
          </p>

          <h2>Hvor lenge vi lagrer det</h2>
          <p>
            Henvendelser blir anonymisert automatisk {retention} etter at de kom inn. Da slettes navn, e-post, telefonnummer, adresse,
            meldingen og våre interne notater om henvendelsen. Vi beholder bare type henvendelse, datoer, status og prisoverslag uten
            personopplysninger, til vår egen statistikk. Blir du kunde hos oss, oppbevarer vi regnskapsbilag så lenge bokføringsloven krever.
          </p>

          <h2>Dine rettigheter</h2>
          <ul>
            <li>
              <strong>Innsyn:</strong> du kan be om å få vite hvilke opplysninger vi har om deg.
            </li>
            <li>
              <strong>Retting:</strong> du kan be oss rette opplysninger som er feil.
            </li>
            <li>
              <strong>Sletting:</strong> du kan be oss slette opplysningene dine før tiden er ute.
            </li>
            <li>
              <strong>Klage:</strong> mener du at vi behandler opplysningene dine i strid med reglene, kan du klage til{' '}
              <a href="https://www.datatilsynet.no/" target="_blank" rel="noopener noreferrer">
                Datatilsynet
              </a>
              .
            </li>
          </ul>

          <h2>Slik ber du om sletting eller innsyn</h2>
          <p>
            Send en e-post til {email} eller ring oss. Oppgi gjerne referansenummeret fra kvitteringen (for eksempel SK-2026-0042), så finner vi
            henvendelsen raskt. Vi svarer så snart vi kan, og senest innen 30 dager. Du kan også bruke <Link to="/contact">kontaktskjemaet</Link>.
          </p>
        </div>
    </Section>
  );
}
