import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * Shown while the login status is being checked. It is the shell's pending component, which stays
 * in the main bundle, so it uses only components whose CSS public pages load anyway.
 */
export function AuthLoading() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="oak" aria-hidden />
        <Text>Laster...</Text>
      </Stack>
    </Center>
  );
}
