import type { CalculatorType } from '../schemas/calculator';

export interface CalculatorMeta {
  /** Short name for tabs and selectors. */
  label: string;
  /** Heading above the calculator. */
  title: string;
  /** One or two sentences under the heading. */
  description: string;
  /** A longer paragraph for search engines and readers who want more context. */
  seoText: string;
}

export const calculatorMeta: { readonly [K in CalculatorType]: CalculatorMeta } = {
  terrace: {
    label: 'Terrasse',
    title: 'Priskalkulator for terrasse',
    description:
      'Regn ut hva en ny terrasse kan koste. Velg areal, terrassebord, innfesting og fundament, og legg til trapp, rekkverk eller riving av gammel terrasse.',
    seoText:
      'Planlegger du ny terrasse i Trondheim-området? Med kalkulatoren får du et raskt prisoverslag på terrasse i tre, basert på størrelse, type terrassebord, skjult eller synlig innfesting og hva slags fundament terrassen trenger. Prisene er veiledende og inkluderer mva. Vi kommer gjerne på befaring og gir deg et fast tilbud.',
  },
  trim: {
    label: 'Lister',
    title: 'Priskalkulator for montering av lister',
    description:
      'Finn ut omtrent hva det koster å montere gulvlister, taklister eller gerikter. Oppgi total lengde og antall hjørner.',
    seoText:
      'Nye lister gir rommet et ferdig og ryddig uttrykk. Kalkulatoren gir et prisoverslag for montering av lister etter løpemeter og antall hjørner, med mulighet for å ta med fjerning av gamle lister og maling. Prisene er veiledende og inkluderer mva.',
  },
  kitchen: {
    label: 'Kjøkken',
    title: 'Priskalkulator for kjøkkenmontering',
    description:
      'Beregn prisen for å montere kjøkken: skap, skuffer, benkeplate med utsparinger og hvitevarer, og eventuelt riving av det gamle kjøkkenet.',
    seoText:
      'Har du kjøpt nytt kjøkken, for eksempel fra IKEA, og trenger hjelp til monteringen? Oppgi antall underskap, overskap og skuffer, om benkeplaten skal monteres og hvor mange hvitevarer som skal på plass, så får du et prisoverslag på jobben. Prisene er veiledende og inkluderer mva.',
  },
  door: {
    label: 'Dører',
    title: 'Priskalkulator for dørmontering',
    description:
      'Se hva det koster å montere nye innerdører, skyvedører, doble dører eller ytterdør, med eller uten ny karm.',
    seoText:
      'Nye dører løfter hele boligen. Kalkulatoren gir et prisoverslag for montering av innerdører, skyvedører, doble dører og ytterdører, med mulighet for ny karm. Prisene gjelder arbeid og montering, er veiledende og inkluderer mva.',
  },
  bathroom: {
    label: 'Bad',
    title: 'Priskalkulator for baderom',
    description:
      'Få et overslag på hva det koster å pusse opp badet, ut fra areal, flisstandard, sanitærutstyr, varmekabler og ventilasjon.',
    seoText:
      'Et nytt bad er en stor investering. Kalkulatoren gir et prisoverslag basert på størrelsen på badet, valg av fliser, sanitærutstyr som toalett, servant, dusj og badekar, og ekstra som varmekabler og ventilasjon. Alt arbeid utføres etter byggteknisk forskrift (TEK17) av fagfolk med riktig sertifisering. Prisene er veiledende og inkluderer mva.',
  },
};

/** Extra information shown with the bathroom calculator (SPEC section 2, /calculator). */
export const bathroomInfo = {
  title: 'Om prisene for bad',
  points: [
    'Prisene gjenspeiler kvaliteten på arbeid og materialer: vi bruker godkjente membransystemer og solide produkter.',
    'Arbeidet utføres etter gjeldende byggeforskrifter av sertifiserte fagfolk, med dokumentasjon på våtromsarbeidet.',
    'Kalkulatoren gir bare et estimat. For et bindende tilbud må vi på befaring og se badet.',
  ],
} as const;
