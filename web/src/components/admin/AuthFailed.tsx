import './admin.css';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Shown when the status could not be established: not logged in, or no access. */
export function AuthFailed() {
  return (
    <Center mih="60vh" p="md">
      <Alert color="red" title="Ingen tilgang" maw={480} role="alert">
        <Stack gap="sm">
          <Text size="sm">Du er ikke logget inn, eller du har ikke tilgang til denne siden.</Text>
          <Button component={Link} to="/admin/login" variant="light" w="fit-content">
            Gå til innlogging
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
