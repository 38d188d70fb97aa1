import { Button, List, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { quoteWithdrawSchema, type QuoteDto } from '@shared/schemas/quote';
import { trpc } from '../../../trpc';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatLongDateTime } from '../format';
import { useAdminChange } from '../useAdminChange';

/**
 * «Trekk tilbake aksepten»: the owner's explicit way back from an accepted quote. The dialog says what
 * happens to the acceptance before anything is done, and asks why (the customer is told).
 */
export function WithdrawAcceptance({ q }: { q: QuoteDto }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const withdraw = trpc.admin.quotes.withdrawAcceptance.useMutation();
  const change = useAdminChange();
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    const parsed = quoteWithdrawSchema.safeParse({ id: q.id, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Skriv hvorfor aksepten trekkes tilbake.');
      return;
    }
    const ok = await change({
      kind: 'update',
      thing: 'aksepten',
      run: () => withdraw.mutateAsync(parsed.data),
      success: { title: 'Aksepten er trukket tilbake', message: 'Kunden har fått en e-post med begrunnelsen. Du kan nå lage en ny versjon.' },
      onError: (_e, message) => setError(message),
    });
    if (ok) {
      setReason('');
      close();
    }
  };
  return (
    <>
      <Button size="xs" color="red" variant="light" onClick={() => setOpen(true)}>
        Trekk tilbake aksepten
      </Button>
      <ConfirmDialog opened={open} title="Trekk tilbake aksepten?" confirmLabel="Trekk tilbake aksepten" loading={withdraw.isPending} onConfirm={() => void confirm()} onClose={close}>
        <Stack gap="sm">
          <Text size="sm">
            {`${q.acceptedName ?? 'Kunden'} aksepterte versjon ${q.version}${q.acceptedAt ? ` ${formatLongDateTime(q.acceptedAt)}` : ''}. Når du trekker aksepten tilbake:`}
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>gjelder ikke dette tilbudet lenger; aksepten (navn, tid og innhold) beholdes i historikken,</List.Item>
            <List.Item>går henvendelsen fra «Vunnet» til «Tilbud sendt»,</List.Item>
            <List.Item>får kunden en e-post med begrunnelsen din,</List.Item>
            <List.Item>kan du lage og sende en ny versjon.</List.Item>
          </List>
          <Textarea
            label="Begrunnelse (sendes til kunden)"
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={reason}
            error={error}
            onChange={(ev) => {
              setReason(ev.currentTarget.value);
              setError(null);
            }}
          />
        </Stack>
      </ConfirmDialog>
    </>
  );
}
