import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** PasswordInput with a Norwegian, keyboard-reachable show/hide toggle. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Vis eller skjul tegnene' }}
      {...props}
    />
  );
}
