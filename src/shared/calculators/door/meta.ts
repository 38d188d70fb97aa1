import type { CalculatorMeta } from '../types';

export const doorMeta: CalculatorMeta = {
  label: 'Dører',
  title: 'Priskalkulator for dørmontering',
  description:
    'Se hva det koster å montere nye innerdører, skyvedører, doble dører eller ytterdør, med eller uten ny karm.',
  seoText:
    'Nye dører løfter hele boligen. Kalkulatoren gir et uforpliktende estimat for montering av innerdører, skyvedører, doble dører og ytterdører, med mulighet for ny karm. Prisene gjelder arbeid og montering, er veiledende og inkluderer mva.',
};
