import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { slotText } from '@shared/booking-time';
import { timelineActorLabels } from '@shared/timeline-labels';
import { trpc } from '../../../trpc';
import { formatDateTime } from '../format';
import { MoveToSlot } from '../../Booking/MoveToSlot';
import { useAdminChange } from '../useAdminChange';

/** The enquiry's befaring in its view: the booked time, and moving or cancelling it (the customer is mailed). */
export function EnquiryBooking({ enquiryId }: { enquiryId: number }) {
  const booking = trpc.admin.bookings.ofEnquiry.useQuery({ id: enquiryId });
  // Who cancelled it comes from the enquiry's history (the same query as its timeline).
  const cancelledBy = trpc.admin.enquiries.timeline.useQuery({ id: enquiryId }).data?.booking?.cancelledBy;
  const [moving, setMoving] = useState(false);
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const slots = trpc.public.bookings.slots.useQuery({}, { enabled: moving });
  const move = trpc.admin.bookings.move.useMutation();
  const cancel = trpc.admin.bookings.cancel.useMutation();
  const change = useAdminChange();
  const b = booking.data;
  if (!b) return null;

  const run = async (what: 'move' | 'cancel') => {
    const ok = await change({
      kind: 'update',
      thing: 'befaringen',
      run: () => (what === 'move' ? move.mutateAsync({ id: b.id, slotStart: slotStart! }) : cancel.mutateAsync({ id: b.id })),
      success: what === 'move' ? { title: 'Befaringen er flyttet', message: 'Kunden får en oppdatert invitasjon.' } : { title: 'Befaringen er avlyst', message: 'Kunden får beskjed på e-post.' },
    });
    if (ok) {
      setMoving(false);
      setSlotStart(null);
    }
    void booking.refetch();
    void slots.refetch();
  };

  return (
    <Stack gap="xs" data-testid="enquiry-booking">
      <Text size="sm" fw={600}>
        Befaring
      </Text>
      <Text size="sm">
        {b.cancelledAt ? 'Avlyst: ' : ''}
        <strong>{slotText(b)}</strong>
      </Text>
      {b.cancelledAt && (
        <Text size="sm" c="red.8" data-testid="booking-cancelled">
          {`Avlyst ${formatDateTime(b.cancelledAt)}${cancelledBy ? ` av ${timelineActorLabels[cancelledBy]}` : ''}. Se historikken under.`}
        </Text>
      )}
      {!b.cancelledAt && !moving && (
        <Group gap="sm">
          <Button size="xs" variant="outline" onClick={() => setMoving(true)}>
            Flytt
          </Button>
          <Button size="xs" color="red" variant="light" loading={cancel.isPending} onClick={() => void run('cancel')}>
            Avlys befaringen
          </Button>
        </Group>
      )}
      {moving && (
        <MoveToSlot
          size="xs"
          slots={slots.data}
          value={slotStart}
          onChange={setSlotStart}
          pending={move.isPending}
          onMove={() => void run('move')}
          onCancel={() => setMoving(false)}
        />
      )}
    </Stack>
  );
}
