import type { CalculatorMeta } from '../types';

export const bathroomMeta: CalculatorMeta = {
  label: 'Bad',
  title: 'Priskalkulator for baderom',
  description:
    'Få et overslag på hva det koster å pusse opp badet, ut fra areal, flisstandard, sanitærutstyr, varmekabler og ventilasjon.',
  seoText:
    'Et nytt bad er en stor investering. Kalkulatoren gir et uforpliktende estimat basert på størrelsen på badet, valg av fliser, sanitærutstyr som toalett, servant, dusj og badekar, og ekstra som varmekabler og ventilasjon. Alt arbeid utføres etter byggteknisk forskrift (TEK17) av fagfolk med riktig sertifisering. Prisene er veiledende og inkluderer mva.',
};

/** Extra information shown with the bathroom calculator on /calculator. */
export const bathroomInfo = {
  title: 'Om prisene for bad',
  points: [
    'Prisene gjenspeiler kvaliteten på arbeid og materialer: vi bruker godkjente membransystemer og solide produkter.',
    'Arbeidet utføres etter gjeldende byggeforskrifter av sertifiserte fagfolk, med dokumentasjon på våtromsarbeidet.',
    'Kalkulatoren gir bare et estimat. For et bindende tilbud må vi på befaring og se badet.',
  ],
} as const;

/** Hint under the bathroom area field. */
export const bathroomAreaHint = 'Et standard bad er vanligvis 4–8 m².';
