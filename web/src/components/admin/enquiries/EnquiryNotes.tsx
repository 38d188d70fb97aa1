import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { EnquiryNoteDto } from '@shared/schemas/enquiry';
import { serverFieldErrors } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { formatLongDateTime } from '../format';
import { useAdminChange } from '../useAdminChange';

/** The owner's internal notes on an enquiry, newest first, and a field to add one. Never shown to the customer. */
export function EnquiryNotes({ enquiryId, notes }: { enquiryId: number; notes: EnquiryNoteDto[] | undefined }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = trpc.admin.enquiries.addNote.useMutation();
  const change = useAdminChange();
  const save = async () => {
    if (!text.trim()) {
      setError('Skriv et notat');
      return;
    }
    const ok = await change({
      kind: 'create',
      thing: 'notatet',
      run: () => add.mutateAsync({ id: enquiryId, text }),
      success: { title: 'Notat lagret', message: 'Notatet er lagt til henvendelsen.' },
      onError: (err, message) => setError(serverFieldErrors(err).text ?? message),
    });
    if (ok) {
      setText('');
      setError(null);
    }
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Interne notater
      </Title>
      <Textarea
        label="Nytt notat"
        description="Bare synlig for administrasjonen."
        autosize
        minRows={2}
        maxLength={5000}
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.currentTarget.value);
          if (error) setError(null);
        }}
      />
      <Button size="sm" onClick={() => void save()} loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
        Legg til notat
      </Button>
      {notes && notes.length === 0 && (
        <Text size="sm" c="dimmed">
          Ingen notater ennå.
        </Text>
      )}
      {notes && notes.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notater, nyeste først">
          {notes.map((n) => (
            <Paper key={n.id} component="li" withBorder p="sm" radius="sm">
              <Text size="xs" c="dimmed" mb={4}>
                {n.author ?? 'Slettet bruker'} · <time dateTime={n.createdAt}>{formatLongDateTime(n.createdAt)}</time>
              </Text>
              <Text size="sm" className="admin-pre">
                {n.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
