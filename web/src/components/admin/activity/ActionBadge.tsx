import { Badge } from '@mantine/core';
import { actionLabel } from '@shared/labels';

const colors: Record<string, string> = {
  create: 'forest',
  update: 'blue',
  delete: 'red',
  login: 'oak',
  logout: 'gray',
};

/** Opprett / Oppdater / Slett / Logg inn / Logg ut; any other action is shown as is. */
export function ActionBadge({ action }: { action: string }) {
  return (
    <Badge color={colors[action] ?? 'gray'} variant="light" tt="none">
      {actionLabel(action)}
    </Badge>
  );
}
