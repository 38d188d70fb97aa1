import { useEffect } from 'react';
import { canonicalPath, headTags, type PageSeo } from '@shared/seo';
import { useCompany } from './company';

function setMeta(attr: 'name' | 'property', key: string, value: string | null) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (value === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    el.dataset.head = '';
    document.head.appendChild(el);
  }
  el.content = value;
}

/**
 * Keeps the head tags current during client-side navigation. The first HTML already carries the
 * same tags, computed by the same shared function on the server.
 */
export function usePageSeo(seo: PageSeo | null) {
  const company = useCompany();
  const name = company?.name;
  const founded = company?.founded;
  useEffect(() => {
    if (!seo || name === undefined || founded === undefined) return;
    const path = canonicalPath(window.location.pathname, new URLSearchParams(window.location.search));
    const head = headTags(seo, window.location.origin, path, { name, founded });
    document.title = head.fullTitle;
    setMeta('name', 'description', head.description);
    setMeta('name', 'keywords', head.keywords ?? null);
    setMeta('name', 'robots', head.noindex ? 'noindex, nofollow' : null);
    setMeta('property', 'og:type', head.type ?? 'website');
    setMeta('property', 'og:title', head.fullTitle);
    setMeta('property', 'og:description', head.description);
    setMeta('property', 'og:url', head.canonical);
    setMeta('property', 'og:image', head.imageUrl);
    setMeta('name', 'twitter:title', head.fullTitle);
    setMeta('name', 'twitter:description', head.description);
    setMeta('name', 'twitter:image', head.imageUrl);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = head.canonical;
  }, [seo, name, founded]);
}
