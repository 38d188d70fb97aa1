import { Button, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { useAdminChange, type Change } from './useAdminChange';

/** A question asked before the change: its title, what will happen, and the button that goes ahead. */
export type Confirm = { title: string; text: string; label: string };

type Props = ButtonProps & { change: Change; pending: boolean; confirm?: Confirm | null; children: ReactNode };

/**
 * A button that makes one admin change through useAdminChange (toasts, refetch) and shows it running;
 * with `confirm`, it asks first.
 */
export function ChangeButton({ change, pending, confirm, children, ...button }: Props) {
  const run = useAdminChange();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button {...button} loading={pending} onClick={() => (confirm ? setAsking(true) : void run(change))}>
        {children}
      </Button>
      {confirm && (
        <ConfirmDialog
          opened={asking}
          title={confirm.title}
          confirmLabel={confirm.label}
          confirmColor="orange"
          loading={pending}
          onConfirm={() => void run(change).then((ok) => ok && setAsking(false))}
          onClose={() => setAsking(false)}
        >
          {confirm.text}
        </ConfirmDialog>
      )}
    </>
  );
}
