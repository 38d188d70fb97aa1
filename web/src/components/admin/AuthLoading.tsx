import { Center, Loader, Stack, Text } from '@mantine/core';
import { useHydrationMark } from '../../lib/hydration';

/**
 * Shown while the login status is being checked. It is the shell's pending component, which stays
 * in the main bundle, so it uses only components whose CSS public pages load anyway. The page is
 * live once this shows in the browser, so it sets the hydration mark as the layouts do.
 */
export function AuthLoading() {
  useHydrationMark();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="oak" aria-hidden />
        <Text>Laster...</Text>
      </Stack>
    </Center>
  );
}
