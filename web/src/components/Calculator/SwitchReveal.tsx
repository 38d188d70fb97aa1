import { Box, Switch } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './PriceCalculator.module.css';

type Props = {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The input's key: a choice made before the page's scripts ran is found by it (lib/hydration.ts). */
  name: string;
  /** Inputs that only matter while the switch is on. */
  children?: ReactNode;
};

/** A switch whose dependent inputs appear right under it when it is turned on. */
export function SwitchReveal({ label, description, checked, onChange, name, children }: Props) {
  const id = useId();
  return (
    <Box className={classes.switchBlock} data-checked={checked || undefined}>
      <Switch
        label={label}
        description={description}
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-controls={children && checked ? id : undefined}
        size="md"
      />
      {children && checked ? (
        <Box id={id} className={classes.revealed}>
          {children}
        </Box>
      ) : null}
    </Box>
  );
}
