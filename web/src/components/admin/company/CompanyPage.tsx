import { Paper, Tabs } from '@mantine/core';
import { AboutForm } from './AboutForm';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { FaqTab } from './FaqTab';
import { TeamTab } from './TeamTab';

/** Firma: the company's own facts and texts that every public page shows. */
export function CompanyPage() {
  return (
    <Paper withBorder radius="md" shadow="xs" p={{ base: 'md', sm: 'lg' }} maw={960}>
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="details">Firmaopplysninger</Tabs.Tab>
          <Tabs.Tab value="about">Om oss</Tabs.Tab>
          <Tabs.Tab value="team">Team</Tabs.Tab>
          <Tabs.Tab value="faq">Spørsmål og svar</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <CompanyDetailsForm />
        </Tabs.Panel>
        <Tabs.Panel value="about">
          <AboutForm />
        </Tabs.Panel>
        <Tabs.Panel value="team">
          <TeamTab />
        </Tabs.Panel>
        <Tabs.Panel value="faq">
          <FaqTab />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
