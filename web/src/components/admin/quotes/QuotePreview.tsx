import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CompanyProvider } from '../../../lib/company';
import { trpc } from '../../../trpc';
import { QuoteDocument } from '../../Quote/QuoteDocument';
import { AdminModal } from '../AdminModal';

type Props = {
  quoteId: number | null;
  /** What is asked for under the quote: sending it, with the button that does. Without it the preview only shows. */
  confirm?: { question: ReactNode; label: string; pending: boolean; onConfirm: () => void };
  onClose: () => void;
};

/**
 * The quote as the customer will see it (a draft) or sees it (a sent version), for the owner. It reads
 * through the admin preview, which records nothing: the quote is not marked «sett» and no visitor is
 * logged («Sett» means the customer).
 */
export function QuotePreview({ quoteId, confirm, onClose }: Props) {
  const preview = trpc.admin.quotes.preview.useQuery({ id: quoteId ?? 0 }, { enabled: quoteId !== null });
  return (
    <AdminModal opened={quoteId !== null} onClose={onClose} size="xl" title={confirm ? 'Se over og send tilbudet' : 'Forhåndsvisning av tilbudet'}>
      <Stack gap="md">
        <Alert color="blue" variant="light" data-testid="quote-preview-note">
          Slik ser kunden tilbudet. Forhåndsvisningen registreres ikke: tilbudet blir ikke merket som sett.
        </Alert>
        {preview.isPending && <Loader size="sm" aria-label="Henter tilbudet" />}
        {preview.isError && <Text c="red">Kunne ikke hente tilbudet.</Text>}
        {preview.data && (
          <div data-testid="quote-preview">
            <CompanyProvider>
              <QuoteDocument quote={preview.data} token={null} />
            </CompanyProvider>
          </div>
        )}
        {confirm && (
          <Stack gap="sm" data-testid="quote-send-confirm">
            <Text fw={600}>{confirm.question}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={confirm.pending}>
                Avbryt
              </Button>
              <Button onClick={confirm.onConfirm} loading={confirm.pending} disabled={!preview.data}>
                {confirm.label}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </AdminModal>
  );
}
