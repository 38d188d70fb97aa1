import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value in a details dialog; a long e-mail address or link breaks instead of widening a phone's dialog. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" component="div" className="admin-wrap">
        {children}
      </Text>
    </div>
  );
}
