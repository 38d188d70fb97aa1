import { createFileRoute } from '@tanstack/react-router';
import { notFoundSeo } from '@shared/seo';
import { NotFoundContent } from '../components/NotFound/NotFoundView';
import { staticHead } from '../lib/seo';

// Every path no other route takes: the not-found page in the public layout, marked noindex. The
// server answers it with 404 (web/src/entry-server.tsx).
export const Route = createFileRoute('/_public/$')({
  head: staticHead(notFoundSeo),
  component: NotFoundContent,
});
