import { Button, Group, Stack, type MantineSize } from '@mantine/core';
import type { SlotDto } from '@shared/schemas/booking';
import { SlotPicker } from '../Contact/SlotPicker';

type Props = {
  /** The free times; undefined while they load. */
  slots: SlotDto[] | undefined;
  value: string | null;
  onChange: (start: string | null) => void;
  onMove: () => void;
  onCancel: () => void;
  pending: boolean;
  size?: MantineSize;
};

/** Choosing another free time for a booked befaring: the customer's page and the enquiry view share it. */
export function MoveToSlot({ slots, value, onChange, onMove, onCancel, pending, size }: Props) {
  return (
    <Stack gap="sm">
      <SlotPicker slots={slots ?? []} loading={!slots} value={value} onChange={onChange} noneText="Velg dag og ny tid." clearText="Fjern valget" />
      <Group gap="sm">
        <Button size={size} disabled={!value} loading={pending} onClick={onMove}>
          Flytt til valgt tid
        </Button>
        <Button size={size} variant="subtle" onClick={onCancel}>
          Avbryt
        </Button>
      </Group>
    </Stack>
  );
}
