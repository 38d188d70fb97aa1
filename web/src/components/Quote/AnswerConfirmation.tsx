import { Alert, type AlertProps } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './Quote.module.css';

/**
 * The answer to what the customer just did (accepted, declined, asked for changes), or how the quote
 * stands. With `focus` (it appeared because of the customer's own answer) it is brought into view and
 * its heading takes focus, so a phone shows it where the form was and a screen reader reads it; the
 * status role announces it too. Without, it is the page's standing state and is only shown.
 */
export function AnswerConfirmation({ title, focus, color, children, testId }: { title: string; focus: boolean; color: AlertProps['color']; children: ReactNode; testId?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const el = heading.current;
    if (!focus || !el) return;
    el.closest('[role="status"]')?.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [focus]);
  return (
    <Alert color={color} role="status" data-testid={testId} className={classes.confirmation}>
      <h2 ref={heading} tabIndex={-1} className={classes.confirmationTitle}>
        {title}
      </h2>
      {children}
    </Alert>
  );
}
