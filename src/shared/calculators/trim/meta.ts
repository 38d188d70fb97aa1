import type { CalculatorMeta } from '../types';

export const trimMeta: CalculatorMeta = {
  label: 'Lister',
  title: 'Priskalkulator for montering av lister',
  description:
    'Finn ut omtrent hva det koster å montere gulvlister, taklister eller gerikter. Oppgi total lengde og antall hjørner.',
  seoText:
    'Nye lister gir rommet et ferdig og ryddig uttrykk. Kalkulatoren gir et uforpliktende estimat for montering av lister etter løpemeter og antall hjørner, med mulighet for å ta med fjerning av gamle lister og maling. Prisene er veiledende og inkluderer mva.',
};
