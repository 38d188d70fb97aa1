import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { messages } from '@shared/messages';
import { updateUsernameSchema } from '@shared/schemas/auth';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { trpc } from '../../../trpc';
import { PasswordField } from '../PasswordField';
import { serverMessage } from '../../../lib/trpc-errors';
import { onInvalidSubmit } from '../invalid-fields';

export function AccountForm() {
  const utils = trpc.useUtils();
  const current = trpc.auth.currentUser.useQuery();
  const update = trpc.auth.updateUsername.useMutation();
  const form = useForm({ initialValues: { newUsername: '', currentPassword: '' }, validate: schemaResolver(updateUsernameSchema, { sync: true }) });

  const submit = form.onSubmit(async (values) => {
    let username: string;
    try {
      username = (await update.mutateAsync({ newUsername: values.newUsername.trim(), currentPassword: values.currentPassword })).username;
    } catch (error) {
      const message = serverMessage(error);
      if (message === messages.wrongCurrentPassword) form.setFieldError('currentPassword', message);
      notifyError('Feil ved oppdatering av brukernavn', message ?? 'Kunne ikke oppdatere brukernavnet. Prøv igjen senere.');
      return;
    }
    utils.auth.currentUser.setData(undefined, { username });
    notifySuccess('Brukernavn oppdatert', `Du logger nå inn som «${username}».`);
    form.reset();
    void utils.admin.activity.invalidate();
  }, onInvalidSubmit);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <Text size="sm" c="dimmed">
          Brukernavnet du logger inn med.
        </Text>
        <TextInput
          label="Nåværende brukernavn"
          value={current.data?.username ?? (current.isPending ? 'Laster...' : '')}
          readOnly
          variant="filled"
        />
        <TextInput
          label="Nytt brukernavn"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('newUsername')}
        />
        <PasswordField
          label="Passordet ditt"
          description="Bekreft endringen med passordet du logger inn med."
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <Button
          type="submit"
          w="fit-content"
          disabled={!form.values.newUsername.trim() || !form.values.currentPassword}
          loading={update.isPending}
        >
          Oppdater brukernavn
        </Button>
      </Stack>
    </form>
  );
}
