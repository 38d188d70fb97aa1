import { Paper, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { tabs: { value: string; label: string; panel: ReactNode }[]; maw: number; keepMounted?: boolean };

/** A page of tabs in a white card (Firma, Innstillinger); the first tab opens first. */
export function TabbedCard({ tabs, maw, keepMounted }: Props) {
  return (
    <Paper withBorder radius="md" shadow="xs" p={{ base: 'md', sm: 'lg' }} maw={maw}>
      <Tabs defaultValue={tabs[0]?.value} keepMounted={keepMounted}>
        <Tabs.List mb="lg">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
