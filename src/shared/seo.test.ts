import { describe, expect, it } from 'vitest';
import { seedCompanyPublic } from '../seeders/company';
import { canonicalPath, headTags, localBusinessJsonLd, notFoundSeo, projectSeo, renderHead, staticRouteSeo } from './seo';

describe('staticRouteSeo', () => {
  it('knows every public route and nothing else', () => {
    for (const p of ['/', '/services', '/projects', '/about', '/contact', '/personvern', '/calculator']) expect(staticRouteSeo(p), p).not.toBeNull();
    expect(staticRouteSeo('/services/')?.title).toBe('Tjenester');
    expect(staticRouteSeo('/finnes-ikke')).toBeNull();
    expect(staticRouteSeo('/projects/12')).toBeNull();
  });

  it('gives each calculator type its own title, ignoring unknown types', () => {
    const bath = staticRouteSeo('/calculator', new URLSearchParams({ type: 'bathroom' }));
    const plain = staticRouteSeo('/calculator');
    expect(bath?.title).not.toBe(plain?.title);
    expect(staticRouteSeo('/calculator', new URLSearchParams({ type: 'garage' }))).toEqual(plain);
  });

  it('marks admin pages noindex', () => {
    expect(staticRouteSeo('/admin/dashboard')?.noindex).toBe(true);
  });
});

describe('canonicalPath', () => {
  it('drops trailing slashes and every query but a valid calculator type', () => {
    expect(canonicalPath('/services/')).toBe('/services');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/projects', new URLSearchParams({ utm_source: 'fb' }))).toBe('/projects');
    expect(canonicalPath('/calculator', new URLSearchParams({ type: 'door' }))).toBe('/calculator?type=door');
    expect(canonicalPath('/calculator', new URLSearchParams({ type: 'nope' }))).toBe('/calculator');
    expect(canonicalPath('/calculator', new URLSearchParams({ type: 'terrace' }))).toBe('/calculator');
    expect(canonicalPath('/calculator', new URLSearchParams({ type: '"><script>' }))).toBe('/calculator');
  });
});

const company = seedCompanyPublic();

describe('head tags', () => {
  it('render title, canonical, Open Graph, Twitter and the LocalBusiness block, escaped', () => {
    const seo = projectSeo({ title: 'Terrasse "Byåsen" <2024>', description: 'Ny terrasse.', location: 'Byåsen', imageUrls: ['/images/terrace-1.svg'] });
    const html = renderHead(headTags(seo, 'https://example.no', '/projects/3', company), 'https://example.no', company);
    expect(html).toContain('<title>Terrasse &quot;Byåsen&quot; &lt;2024&gt; | Skarpjern Snekker AS</title>');
    expect(html).toContain('<link rel="canonical" href="https://example.no/projects/3" data-head>');
    expect(html).toContain('<meta property="og:image" content="https://example.no/images/terrace-1.svg" data-head>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-head>');
    expect(html).toContain('application/ld+json');
    expect(html).not.toContain('noindex');
  });

  it('shortens a long project description and puts noindex on the 404 page', () => {
    const seo = projectSeo({ title: 'X', description: 'ord '.repeat(100), location: null, imageUrls: null });
    expect(seo.description.length).toBeLessThanOrEqual(158);
    expect(renderHead(headTags(notFoundSeo, 'http://a', '/x', company), 'http://a', company)).toContain('noindex');
  });

  it('fills the company name and founding year into page texts from the record', () => {
    const renamed = { ...company, name: 'Nytt Navn AS', founded: 2021 };
    const head = headTags(staticRouteSeo('/about')!, 'https://example.no', '/about', renamed);
    expect(head.description).toContain('Bli kjent med Nytt Navn AS');
    expect(head.description).toContain('grunnlagt i 2021');
    expect(head.fullTitle).toBe('Om oss | Nytt Navn AS');
    expect(renderHead(head, 'https://example.no', renamed)).not.toMatch(/\{name\}|\{founded\}/);
  });

  it("the LocalBusiness block carries the company's facts (docs/PRODUCT.md §9)", () => {
    const ld = localBusinessJsonLd('https://example.no', company);
    expect(ld.address).toMatchObject({ addressLocality: 'Trondheim', addressRegion: 'Trøndelag', postalCode: '7020', addressCountry: 'NO' });
    expect(ld.priceRange).toBe('$$');
    expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '16:00' });
    expect(ld.openingHoursSpecification[0]!.dayOfWeek).toHaveLength(5);
    expect(ld.openingHoursSpecification).toHaveLength(1);
    expect(ld.telephone).toBe('+4740012345');
    expect(ld.identifier).toMatchObject({ propertyID: 'orgnr', value: '999999999' });
  });
});

describe('a stored image that is malformed or on another site', () => {
  it('never reaches the head tags: the default image is used instead', () => {
    for (const bad of ['https://', '//evil.example/x.png', 'https://evil.example/x.png']) {
      const seo = projectSeo({ title: 'Prosjekt med gammelt bilde', description: null, location: null, imageUrls: [bad] });
      expect(headTags(seo, 'http://localhost:3000', '/projects/1', seedCompanyPublic()).imageUrl, bad).toBe('http://localhost:3000/images/og-default.png');
    }
  });
});
