import { Button, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { plainInput } from '@shared/calculators';
import { serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import type { ShownEstimate } from './EstimatePanel';
import classes from './PriceCalculator.module.css';

/** «Lagre og del estimatet»: the server prices and keeps it, and the visitor goes to its own page. */
export function SaveEstimateButton({ shown }: { shown: ShownEstimate }) {
  const navigate = useNavigate();
  const save = trpc.public.estimates.create.useMutation({
    onSuccess: ({ token }) => void navigate({ to: '/estimat/$token', params: { token } }),
  });
  return (
    <>
      <Button
        size="md"
        variant="default"
        fullWidth
        className={classes.wrapButton}
        loading={save.isPending}
        onClick={() => save.mutate({ type: shown.type, input: plainInput(shown.input) })}
      >
        Lagre og del estimatet
      </Button>
      {save.error && (
        <Text size="sm" c="red" role="alert">
          {serverMessage(save.error) ?? 'Kunne ikke lagre estimatet. Prøv igjen.'}
        </Text>
      )}
    </>
  );
}
