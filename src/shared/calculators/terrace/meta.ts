import type { CalculatorMeta } from '../types';

export const terraceMeta: CalculatorMeta = {
  label: 'Terrasse',
  title: 'Priskalkulator for terrasse',
  description:
    'Regn ut hva en ny terrasse kan koste. Velg areal, terrassebord, innfesting og fundament, og legg til trapp, rekkverk eller riving av gammel terrasse.',
  seoText:
    'Planlegger du ny terrasse i Trondheim-området? Med kalkulatoren får du et raskt, uforpliktende estimat på terrasse i tre, basert på størrelse, type terrassebord, skjult eller synlig innfesting og hva slags fundament terrassen trenger. Prisene er veiledende og inkluderer mva. Vi kommer gjerne på befaring og gir deg et fast tilbud.',
};
