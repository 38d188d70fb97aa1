import { useCompanyData } from '../../lib/company';
import { trpc } from '../../trpc';
import { ReviewList } from './ReviewList';

/** Reviews the owner linked to this project, on its page; nothing when there are none. */
export function ProjectReviews({ projectId }: { projectId: number }) {
  const company = useCompanyData();
  const { data } = trpc.public.reviews.list.useQuery({ projectId });
  if (!data?.reviews.length) return null;
  return (
    <section aria-labelledby="prosjekt-omtaler" style={{ marginTop: '2.5rem' }}>
      <h2 id="prosjekt-omtaler">Kunden om jobben</h2>
      <ReviewList reviews={data.reviews} companyName={company.name} linkProjects={false} />
    </section>
  );
}
