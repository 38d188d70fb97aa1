import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { EnquiriesPage } from '../components/admin/enquiries/EnquiriesPage';

export type EnquiriesSearch = { id?: number };

export const Route = createFileRoute('/admin/_shell/contact-submissions')({
  head: adminHead('Henvendelser'),
  // ?id=42 opens that enquiry (the link in the company's mail); anything else is ignored.
  validateSearch: (search: Record<string, unknown>): EnquiriesSearch => {
    const id = Number(search.id);
    return Number.isSafeInteger(id) && id > 0 ? { id } : {};
  },
  component: EnquiriesPage,
});
