import { Burger, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

type Props = UnstyledButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof UnstyledButtonProps> & { opened: boolean; size?: 'sm' | 'md' };

/**
 * Mantine's Burger drawn with its own classes, but with a `<span>` for the lines: Burger puts a
 * `<div>` inside its `<button>`, which HTML does not allow (a button holds phrasing content only).
 * The lines are `display: block` in Burger's stylesheet either way, so it looks and animates the same.
 */
export function MenuBurger({ opened, size = 'md', className, ...others }: Props) {
  return (
    <UnstyledButton {...others} className={[Burger.classes.root, className].filter(Boolean).join(' ')} style={{ '--burger-size': `var(--burger-size-${size})` }}>
      <span className={Burger.classes.burger} data-reduce-motion data-opened={opened || undefined} />
    </UnstyledButton>
  );
}
