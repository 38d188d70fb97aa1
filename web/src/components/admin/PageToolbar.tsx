import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A line of help text with the page's main action to the right. */
export function PageToolbar({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" mb="md">
      <Text c="dimmed" size="sm" maw={640}>
        {text}
      </Text>
      {children}
    </Group>
  );
}
