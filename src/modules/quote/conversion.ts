import type { EntityManager } from '@mikro-orm/postgresql';
import type { Conversion } from '../../shared/schemas/quote';

// The dashboard's funnel from our own tables, per calendar month in Oslo: estimates saved →
// inspection requests (not spam) → enquiries with a quote sent → quotes accepted.
const SQL = `
with m as (select date_trunc('month', ?::timestamptz at time zone 'Europe/Oslo') - (? * interval '1 month') as start),
     b as (select start, start + interval '1 month' as stop from m)
select to_char(b.start, 'YYYY-MM') as month,
  (select count(*) from saved_estimate e where (e.computed_at at time zone 'Europe/Oslo') >= b.start and (e.computed_at at time zone 'Europe/Oslo') < b.stop)::int as estimates,
  (select count(*) from enquiry q where q.type = 'inspection' and q.status <> 'spam'
     and (q.created_at at time zone 'Europe/Oslo') >= b.start and (q.created_at at time zone 'Europe/Oslo') < b.stop)::int as inspections,
  (select count(distinct t.enquiry_id) from quote t where (t.sent_at at time zone 'Europe/Oslo') >= b.start and (t.sent_at at time zone 'Europe/Oslo') < b.stop)::int as quotes_sent,
  (select count(*) from quote t where t.withdrawn_at is null and (t.accepted_at at time zone 'Europe/Oslo') >= b.start and (t.accepted_at at time zone 'Europe/Oslo') < b.stop)::int as won
from b`;

type Row = { month: string; estimates: number; inspections: number; quotes_sent: number; won: number };

async function month(em: EntityManager, now: Date, back: number) {
  const [row] = await em.getConnection().execute<Row[]>(SQL, [now.toISOString(), back]);
  if (!row) throw new Error('conversion query returned no row');
  return { month: row.month, estimates: row.estimates, inspections: row.inspections, quotesSent: row.quotes_sent, won: row.won };
}

export async function conversion(em: EntityManager, now: Date = new Date()): Promise<Conversion> {
  const [thisMonth, lastMonth] = await Promise.all([month(em.fork(), now, 0), month(em.fork(), now, 1)]);
  return { thisMonth, lastMonth };
}
