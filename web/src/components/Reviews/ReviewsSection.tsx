import { Section } from '../Page/Section';
import { useCompanyData } from '../../lib/company';
import { trpc } from '../../trpc';
import { ReviewAverage, ReviewList } from './ReviewList';
import classes from './Reviews.module.css';

/**
 * «Hva kundene sier» on /about: every published review with its average, and how reviews are checked
 * (markedsføringsloven: since 1 October 2023 a business that shows reviews says whether and how it
 * makes sure they come from customers who bought the service).
 */
export function ReviewsSection() {
  const company = useCompanyData();
  const { data } = trpc.public.reviews.list.useQuery(undefined);
  return (
    <Section id="omtaler" eyebrow="Omtaler" title="Hva kundene sier" tone="white">
      {data && data.count > 0 && data.average !== null ? (
        <>
          <ReviewAverage average={data.average} count={data.count} />
          <ReviewList reviews={data.reviews} companyName={company.name} />
        </>
      ) : (
        <p>Ingen omtaler ennå. Den første kommer når en kunde har fått jobben sin overlevert.</p>
      )}
      <ReviewCheck />
    </Section>
  );
}

/** The statement the law asks for, in plain words. */
export function ReviewCheck({ heading: Heading = 'h3' }: { heading?: 'h2' | 'h3' }) {
  return (
    <div className={classes.howWeCheck} id="slik-kontrollerer-vi-anmeldelser">
      <Heading>Slik kontrollerer vi anmeldelser</Heading>
      <ul>
        <li>
          Bare kunder som har fått en jobb ferdig og overlevert av oss, kan skrive en omtale. Noen dager etter overleveringen får kunden én e-post med en
          personlig lenke til skjemaet. Lenken kan brukes én gang, og det finnes ingen annen måte å legge inn en omtale på.
        </li>
        <li>Vi publiserer alle omtaler etter at vi har lest dem, også de med få stjerner. Vi velger ikke ut de beste, og vi gir ingen fordeler for å få omtaler.</li>
        <li>Vi kan svare offentlig. Vi skjuler bare innhold som er ulovlig (for eksempel personopplysninger om andre eller trakassering), og vi noterer hvorfor.</li>
        <li>Snittet er regnet av alle publiserte omtaler. Kunden velger selv om navnet vises som fornavn og sted eller som initialer.</li>
      </ul>
      <p>
        Dette følger av markedsføringsloven og reglene om forbrukeromtaler som gjelder fra 1. oktober 2023: den som viser omtaler, skal opplyse om og
        hvordan det sikres at de kommer fra forbrukere som faktisk har kjøpt tjenesten.
      </p>
    </div>
  );
}
