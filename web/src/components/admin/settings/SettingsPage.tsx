import { CalendarFeed } from '../bookings/CalendarFeed';
import { TabbedCard } from '../TabbedCard';
import { AccountForm } from './AccountForm';
import { SecurityForm } from './SecurityForm';

export function SettingsPage() {
  return (
    <TabbedCard
      maw={720}
      tabs={[
        { value: 'account', label: 'Konto', panel: <AccountForm /> },
        { value: 'security', label: 'Sikkerhet', panel: <SecurityForm /> },
        { value: 'calendar', label: 'Kalender', panel: <CalendarFeed /> },
      ]}
    />
  );
}
