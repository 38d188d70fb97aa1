import './admin.css';
import { Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCompany } from '../../lib/company';
import { loginSchema } from '@shared/schemas/auth';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../trpc';
import { isNetworkError, serverMessage } from '../../lib/trpc-errors';
import { PasswordField } from './PasswordField';
import { takeAfterLogin } from './auth-check';
import { useHydrationMark } from '../../lib/hydration';

export function LoginPage() {
  const company = useCompany();
  useHydrationMark();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const login = trpc.auth.login.useMutation();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      if (isNetworkError(error))
        notifyError('Pålogging mislyktes', 'En feil oppstod under pålogging. Vennligst prøv igjen senere.');
      else notifyError('Pålogging mislyktes', serverMessage(error) ?? 'Feil brukernavn eller passord');
      return;
    }
    notifySuccess('Logget inn', 'Du er nå logget inn som administrator.');
    await utils.auth.checkAuth.invalidate();
    const back = takeAfterLogin();
    if (back) await navigate({ href: back, replace: true });
    else await navigate({ to: '/admin/dashboard', replace: true });
  });

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--site-cream)" className="admin-scope">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <div>
              <Text fw={700} c="oak.9">
                {company?.name}
              </Text>
              <Title order={1} size="h2" mt={4}>
                Logg inn
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                Administrasjon av nettsiden
              </Text>
            </div>
            <TextInput
              label="Brukernavn"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              withAsterisk
              {...form.getInputProps('username')}
            />
            <PasswordField label="Passord" autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
            <Button type="submit" fullWidth disabled={login.isPending}>
              {login.isPending ? 'Logger inn...' : 'Logg inn'}
            </Button>
            <Anchor component={Link} to="/" size="sm" ta="center">
              Tilbake til nettsiden
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
