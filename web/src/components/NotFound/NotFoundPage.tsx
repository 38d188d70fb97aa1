import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { notFoundSeo } from '../../../../src/shared/seo';
import { usePageSeo } from '../../lib/seo';

export function NotFoundPage() {
  usePageSeo(notFoundSeo);
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>404 Siden ble ikke funnet</Title>
        <Text c="dimmed">Siden du leter etter eksisterer ikke eller har blitt flyttet.</Text>
        <Button component={Link} to="/">
          Til forsiden
        </Button>
      </Stack>
    </Container>
  );
}
