import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { slotText } from '@shared/booking-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import { errorCode, serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import { PageHeader } from '../Page/PageHeader';
import { Container } from '../Page/Section';
import { MoveToSlot } from './MoveToSlot';

/** The customer's page for one booking: the time and address, another free time, or a cancel. */
export function ManageBooking({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const booking = trpc.public.bookings.byToken.useQuery({ token });
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [moving, setMoving] = useState(false);
  const slots = trpc.public.bookings.slots.useQuery({}, { enabled: mounted && moving });
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const done = (title: string) => (data: unknown) => {
    utils.public.bookings.byToken.setData({ token }, data as never);
    notifySuccess(title, 'Du får en bekreftelse på e-post.');
    setMoving(false);
    setSlotStart(null);
    setConfirmCancel(false);
  };
  const failed = (error: unknown) => {
    notifyError('Ikke endret', serverMessage(error) ?? 'Vennligst prøv igjen senere');
    void slots.refetch();
    setSlotStart(null);
    // Changed meanwhile (cancelled in another tab, or the time has passed): show how it stands now.
    if (errorCode(error) === 'CONFLICT') void booking.refetch();
  };
  const move = trpc.public.bookings.move.useMutation({ onSuccess: done('Befaringen er flyttet'), onError: failed });
  const cancel = trpc.public.bookings.cancel.useMutation({ onSuccess: done('Befaringen er avlyst'), onError: failed });

  const b = booking.data;
  if (!b) return null;
  // Decided in the browser only, so the server's HTML and the first render agree.
  const past = mounted && !b.cancelledAt && Date.parse(b.start) <= Date.now();
  return (
    <>
      <PageHeader eyebrow={`Befaring ${b.reference}`} title={b.cancelledAt ? 'Befaringen er avlyst' : 'Din befaring'} />
      <Container>
        <Stack gap="md" maw={560} pb="xl" data-testid="manage-booking">
          <Text size="lg">
            {b.cancelledAt ? 'Avlyst: ' : 'Tid: '}
            <strong>{slotText(b)}</strong>
          </Text>
          {b.address && <Text>Adresse: {b.address}</Text>}
          {past ? (
            <Alert color="gray" data-testid="booking-past">
              Befaringen har allerede vært. Vil du avtale noe nytt, kan du{' '}
              <Anchor renderRoot={(props) => <Link {...props} to="/contact" />}>ta kontakt med oss</Anchor>.
            </Alert>
          ) : b.cancelledAt ? (
            <Alert color="gray">
              Ønsker du en ny befaring, kan du{' '}
              <Anchor renderRoot={(props) => <Link {...props} to="/contact" search={{ tab: 'inspection' }} />}>
                bestille en ny tid her
              </Anchor>
              .
            </Alert>
          ) : (
            <>
              {!moving && !confirmCancel && (
                <Group>
                  <Button onClick={() => setMoving(true)}>Flytt befaringen</Button>
                  <Button variant="outline" color="red.9" onClick={() => setConfirmCancel(true)}>
                    Avlys befaringen
                  </Button>
                </Group>
              )}
              {moving && (
                <MoveToSlot
                  slots={slots.data}
                  value={slotStart}
                  onChange={setSlotStart}
                  pending={move.isPending}
                  onMove={() => slotStart && move.mutate({ token, slotStart })}
                  onCancel={() => setMoving(false)}
                />
              )}
              {confirmCancel && (
                <Alert color="red" title="Avlyse befaringen?">
                  <Group mt="sm">
                    <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ token })}>
                      Ja, avlys
                    </Button>
                    <Button variant="subtle" onClick={() => setConfirmCancel(false)}>
                      Nei, behold
                    </Button>
                  </Group>
                </Alert>
              )}
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
