import { Paper, Tabs } from '@mantine/core';
import { CalendarFeed } from '../bookings/CalendarFeed';
import { AccountForm } from './AccountForm';
import { SecurityForm } from './SecurityForm';

export function SettingsPage() {
  return (
    <Paper withBorder radius="md" shadow="xs" p={{ base: 'md', sm: 'lg' }} maw={720}>
      <Tabs defaultValue="account">
        <Tabs.List mb="lg">
          <Tabs.Tab value="account">Konto</Tabs.Tab>
          <Tabs.Tab value="security">Sikkerhet</Tabs.Tab>
          <Tabs.Tab value="calendar">Kalender</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account">
          <AccountForm />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityForm />
        </Tabs.Panel>
        <Tabs.Panel value="calendar">
          <CalendarFeed />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
