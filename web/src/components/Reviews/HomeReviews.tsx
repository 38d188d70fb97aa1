import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { HOME_REVIEWS_COUNT } from '@shared/reviews';
import { useCompanyData } from '../../lib/company';
import { trpc } from '../../trpc';
import { IconArrowRight } from '../Icons/Icons';
import { Section } from '../Page/Section';
import { ReviewAverage, ReviewList } from './ReviewList';

/** The home page's reviews: the average and count, and the newest few; nothing before the first one. */
export const homeReviewsInput = { limit: HOME_REVIEWS_COUNT };

export function HomeReviews() {
  const company = useCompanyData();
  const { data } = trpc.public.reviews.list.useQuery(homeReviewsInput);
  if (!data || data.count === 0 || data.average === null) return null;
  return (
    <Section id="omtaler" eyebrow="Omtaler" title="Hva kundene sier">
      <ReviewAverage average={data.average} count={data.count} />
      <ReviewList reviews={data.reviews} cols={3} companyName={company.name} />
      <p style={{ marginTop: '1.5rem' }}>
        <Button component={Link} to="/about" hash="omtaler" variant="outline" size="md" rightSection={<IconArrowRight size={18} />}>
          Alle omtaler og hvordan vi kontrollerer dem
        </Button>
      </p>
    </Section>
  );
}
