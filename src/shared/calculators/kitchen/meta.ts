import type { CalculatorMeta } from '../types';

export const kitchenMeta: CalculatorMeta = {
  label: 'Kjøkken',
  title: 'Priskalkulator for kjøkkenmontering',
  description:
    'Beregn prisen for å montere kjøkken: skap, skuffer, benkeplate med utsparinger og hvitevarer, og eventuelt riving av det gamle kjøkkenet.',
  seoText:
    'Har du kjøpt nytt kjøkken, for eksempel fra IKEA, og trenger hjelp til monteringen? Oppgi antall underskap, overskap og skuffer, om benkeplaten skal monteres og hvor mange hvitevarer som skal på plass, så får du et uforpliktende estimat på jobben. Prisene er veiledende og inkluderer mva.',
};
