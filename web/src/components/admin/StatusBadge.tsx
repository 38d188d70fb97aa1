import { Badge } from '@mantine/core';

/** Aktiv/Inaktiv in an admin table. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'forest' : 'gray'} variant="light" tt="none">
      {active ? 'Aktiv' : 'Inaktiv'}
    </Badge>
  );
}
