import { TabbedCard } from '../TabbedCard';
import { AboutForm } from './AboutForm';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { FaqTab } from './FaqTab';
import { QuoteLinesTab } from './QuoteLinesTab';
import { TeamTab } from './TeamTab';

/** Firma: the company's own facts and texts that every public page shows. */
export function CompanyPage() {
  return (
    <TabbedCard
      maw={960}
      keepMounted={false}
      tabs={[
        { value: 'details', label: 'Firmaopplysninger', panel: <CompanyDetailsForm /> },
        { value: 'about', label: 'Om oss', panel: <AboutForm /> },
        { value: 'team', label: 'Team', panel: <TeamTab /> },
        { value: 'faq', label: 'Spørsmål og svar', panel: <FaqTab /> },
        { value: 'quote-lines', label: 'Faste tilbudslinjer', panel: <QuoteLinesTab /> },
      ]}
    />
  );
}
