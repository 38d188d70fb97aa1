import { createFileRoute, redirect } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
// Route options load with every page: only the zod-free labels module here.
import { enquiryStatusFilters, enquiryTypes, isOneOf, type EnquiryStatusFilter, type EnquiryType } from '@shared/domain';
import { EnquiriesPage } from '../components/admin/enquiries/EnquiriesPage';

export type EnquiriesSearch = { id?: number; status?: EnquiryStatusFilter; type?: EnquiryType; q?: string; page?: number };

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export const Route = createFileRoute('/admin/_shell/contact-submissions')({
  head: adminHead('Henvendelser'),
  // The filters and the page live in the address, so a reload or a link keeps them. Anything unknown is
  // ignored. ?id=42 (the link in older mails to the company) goes on to that case's own page.
  validateSearch: (search: Record<string, unknown>): EnquiriesSearch => {
    const out: EnquiriesSearch = {};
    const id = positive(search.id);
    if (id) out.id = id;
    if (isOneOf(enquiryStatusFilters, search.status)) out.status = search.status;
    if (isOneOf(enquiryTypes, search.type)) out.type = search.type;
    if (typeof search.q === 'string' && search.q.trim()) out.q = search.q.slice(0, 200);
    const page = positive(search.page);
    if (page && page > 1) out.page = page;
    return out;
  },
  beforeLoad: ({ search }) => {
    if (search.id) throw redirect({ to: '/admin/contact-submissions/$id', params: { id: String(search.id) }, replace: true });
  },
  component: EnquiriesPage,
});
