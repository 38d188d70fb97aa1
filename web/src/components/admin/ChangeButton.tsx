import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminChange, type Change } from './useAdminChange';

type Props = ButtonProps & { change: Change; pending: boolean; children: ReactNode };

/** A button that makes one admin change through useAdminChange (toasts, refetch) and shows it running. */
export function ChangeButton({ change, pending, children, ...button }: Props) {
  const run = useAdminChange();
  return (
    <Button {...button} loading={pending} onClick={() => void run(change)}>
      {children}
    </Button>
  );
}
