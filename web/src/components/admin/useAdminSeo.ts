import { useMemo } from 'react';
import { staticRouteSeo } from '@shared/seo';
import { usePageSeo } from '../../lib/seo';

/** Title '{page} – Administrasjon | company'; every admin page is noindex. */
export function useAdminSeo(page: string) {
  const seo = useMemo(() => {
    const base = staticRouteSeo('/admin')!;
    return { ...base, title: `${page} – ${base.title}`, noindex: true };
  }, [page]);
  usePageSeo(seo);
}
