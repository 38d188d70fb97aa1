import { Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { passwordFormSchema } from '@shared/schemas/auth';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { trpc } from '../../../trpc';
import { PasswordField } from '../PasswordField';
import { serverMessage } from '../../../lib/trpc-errors';
import { onInvalidSubmit, reportInvalidFields } from '../invalid-fields';

const resolver = schemaResolver(passwordFormSchema, { sync: true });
const MISMATCH = 'Passord samsvarer ikke';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Schema messages; a mismatch is reported even while another field still has an error. */
function validate(values: Values) {
  const errors = resolver(values);
  if (values.confirmPassword && values.newPassword !== values.confirmPassword) errors.confirmPassword = MISMATCH;
  return errors;
}

export function SecurityForm() {
  const utils = trpc.useUtils();
  const update = trpc.auth.updatePassword.useMutation();
  const form = useForm<Values>({ initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' }, validate });
  const v = form.values;
  const filled = v.currentPassword !== '' && v.newPassword !== '' && v.confirmPassword !== '';

  const submit = form.onSubmit(
    async ({ currentPassword, newPassword }) => {
      try {
        await update.mutateAsync({ currentPassword, newPassword });
      } catch (error) {
        notifyError(
          'Feil ved oppdatering av passord',
          serverMessage(error) ?? 'Kontroller at nåværende passord er riktig, og prøv igjen.',
        );
        return;
      }
      notifySuccess('Passord oppdatert', 'Passordet er endret. Andre innloggede økter er logget ut.');
      form.reset();
      void utils.admin.activity.invalidate();
    },
    (errors, values, event) => {
      if (errors.confirmPassword === MISMATCH) {
        notifyError(MISMATCH, 'Nytt passord og bekreftelse må være like');
        reportInvalidFields(event?.currentTarget, { toast: false });
      } else onInvalidSubmit(errors, values, event);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <Text size="sm" c="dimmed">
          Når du endrer passordet, logges alle andre økter ut.
        </Text>
        <PasswordField label="Nåværende passord" autoComplete="current-password" {...form.getInputProps('currentPassword')} />
        <PasswordField
          label="Nytt passord"
          description="Minst 10 tegn."
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordField label="Bekreft nytt passord" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <Button type="submit" w="fit-content" disabled={!filled} loading={update.isPending}>
          Oppdater passord
        </Button>
      </Stack>
    </form>
  );
}
