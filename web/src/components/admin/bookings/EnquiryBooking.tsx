import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { slotText } from '@shared/booking-time';
import { timelineActorLabels } from '@shared/timeline-labels';
import { trpc } from '../../../trpc';
import { formatDateTime } from '../format';
import { MoveToSlot } from '../../Booking/MoveToSlot';
import { ConfirmDialog } from '../ConfirmDialog';
import { useAdminChange } from '../useAdminChange';

/**
 * The enquiry's befaring in its view: the booked time, and moving or cancelling it (the customer is mailed;
 * cancelling asks first). A befaring the case has moved past (the quote accepted) asks to be kept or cancelled.
 */
export function EnquiryBooking({ enquiryId }: { enquiryId: number }) {
  const booking = trpc.admin.bookings.ofEnquiry.useQuery({ id: enquiryId });
  // Who cancelled it comes from the enquiry's history (the same query as its timeline).
  const cancelledBy = trpc.admin.enquiries.timeline.useQuery({ id: enquiryId }).data?.booking?.cancelledBy;
  const [moving, setMoving] = useState(false);
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const slots = trpc.public.bookings.slots.useQuery({}, { enabled: moving });
  const move = trpc.admin.bookings.move.useMutation();
  const cancel = trpc.admin.bookings.cancel.useMutation();
  const keep = trpc.admin.bookings.keep.useMutation();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const change = useAdminChange();
  const b = booking.data;
  if (!b) return null;

  const success = {
    move: { title: 'Befaringen er flyttet', message: 'Kunden får en oppdatert invitasjon.' },
    cancel: { title: 'Befaringen er avlyst', message: 'Kunden får beskjed på e-post.' },
    keep: { title: 'Befaringen beholdes', message: 'Kunden får påminnelsen kvelden før, som vanlig.' },
  };
  const run = async (what: 'move' | 'cancel' | 'keep') => {
    const ok = await change({
      kind: 'update',
      thing: 'befaringen',
      run: () => (what === 'move' ? move.mutateAsync({ id: b.id, slotStart: slotStart! }) : what === 'cancel' ? cancel.mutateAsync({ id: b.id }) : keep.mutateAsync({ id: b.id })),
      success: success[what],
    });
    if (ok) {
      setMoving(false);
      setSlotStart(null);
      setConfirmCancel(false);
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
      {b.pastItsCase && !b.keptAt && (
        <Alert color="yellow" variant="light" p="xs" data-testid="booking-past-case">
          <Text size="sm">Tilbudet er akseptert, men befaringen står fortsatt. Behold den, eller avlys den (kunden får beskjed). Påminnelsen går ikke ut før du har valgt å beholde den.</Text>
          <Button size="xs" mt="xs" variant="default" loading={keep.isPending} onClick={() => void run('keep')}>
            Behold befaringen
          </Button>
        </Alert>
      )}
      {!b.cancelledAt && !moving && (
        <Group gap="sm">
          <Button size="xs" variant="outline" onClick={() => setMoving(true)}>
            Flytt
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => setConfirmCancel(true)}>
            Avlys befaringen
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirmCancel}
        title="Avlys befaringen?"
        confirmLabel="Avlys befaringen"
        loading={cancel.isPending}
        onConfirm={() => void run('cancel')}
        onClose={() => setConfirmCancel(false)}
      >
        {`Befaringen ${slotText(b)} avlyses. Kunden får beskjed på e-post, og tiden blir ledig for andre.`}
      </ConfirmDialog>
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
