import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LOGO } from '@shared/illustrations';
import { PublicShell } from '../Layout/PublicShell';
import classes from './NotFound.module.css';
import { useHydrationMark } from '../../lib/hydration';

/** The page's content, inside the public layout (the `_public/$` route for unknown paths). */
export function NotFoundContent() {
  return (
      <section className={classes.page}>
        <img src={LOGO.ICON} alt="" className={classes.icon} width={72} height={72} />
        <h1 className={classes.title}>404 Siden ble ikke funnet</h1>
        <p className={classes.text}>Siden du leter etter eksisterer ikke eller har blitt flyttet.</p>
        <Group justify="center" gap="md" mt="xl">
          <Button component={Link} to="/" size="md">
            Til forsiden
          </Button>
          <Button component={Link} to="/contact" size="md" variant="outline">
            Kontakt oss
          </Button>
        </Group>
      </section>
  );
}

/** With the public shell, for the root's not-found boundary (a path outside every layout). */
export default function NotFoundView() {
  useHydrationMark();
  return (
    <PublicShell>
      <NotFoundContent />
    </PublicShell>
  );
}
