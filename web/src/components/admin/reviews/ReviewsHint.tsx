import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../../trpc';

/** On the dashboard: reviews that wait for the owner (they are published once seen). Nothing when none wait. */
export function ReviewsHint() {
  const counts = trpc.admin.reviews.counts.useQuery();
  const unseen = counts.data?.unseen ?? 0;
  if (unseen === 0) return null;
  return (
    <Alert color="orange" variant="light" title={unseen === 1 ? 'En ny omtale venter på deg' : `${unseen} nye omtaler venter på deg`} data-testid="reviews-hint">
      <Anchor component={Link} to="/admin/reviews" size="sm">
        Se og publiser under Omtaler
      </Anchor>
    </Alert>
  );
}
