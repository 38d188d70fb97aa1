import { describe, expect, it } from 'vitest';
import { idSchema, invalidIdMessage, MAX_ID } from './common';
import { pricingParameterUpdateSchema } from './pricing';
import { projectInputSchema, projectUpdateSchema } from './project';
import { serviceInputSchema, serviceUpdateSchema } from './service';
import { sitePath } from './site-path';

describe('image URLs are paths on this site', () => {
  it.each(['/images/terrasse-1.svg', '/images/bad%20nytt.png', '/images/hytte-røros.jpg', '/bilder/a.png?v=2#x', '  /images/a.svg  '])('accepts %s', (url) => {
    expect(sitePath.safeParse(url).success).toBe(true);
  });

  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/\\/evil.example/x.png',
    'https://evil.example/x.png',
    'http://localhost/x.png',
    'https://',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'images/a.svg',
    '/images/a b.svg',
    '/images/a\tb.svg',
    '/images/a\u0000.svg',
    '/images/a\\b.svg',
    '/images/"onerror=x.svg',
    `/${'a'.repeat(500)}`,
  ])('refuses %j with a Norwegian message', (url) => {
    const result = sitePath.safeParse(url);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^(Bilde-URL må være en adresse på dette nettstedet|Maks 500 tegn)/);
  });

  it('applies to project image lists and the service image', () => {
    const project = { title: 'Terrasse', category: 'terrace' } as const;
    expect(projectInputSchema.safeParse({ ...project, imageUrls: ['/images/a.svg', ''] }).data?.imageUrls).toEqual(['/images/a.svg']);
    expect(projectInputSchema.safeParse({ ...project, imageUrls: ['//evil.example/x.png'] }).success).toBe(false);
    const service = { title: 'Terrasse', category: 'large_projects' } as const;
    expect(serviceInputSchema.safeParse({ ...service, imageUrl: '' }).data?.imageUrl).toBeNull();
    expect(serviceInputSchema.safeParse({ ...service, imageUrl: '/images/a.svg' }).data?.imageUrl).toBe('/images/a.svg');
    expect(serviceInputSchema.safeParse({ ...service, imageUrl: 'https://evil.example/x.png' }).success).toBe(false);
  });
});

describe('update schemas have no defaults', () => {
  it('an empty PATCH body stays empty, so nothing is reset', () => {
    expect(projectUpdateSchema.parse({})).toEqual({});
    expect(serviceUpdateSchema.parse({})).toEqual({});
    expect(pricingParameterUpdateSchema.parse({})).toEqual({});
  });

  it('create schemas keep the defaults of docs/PRODUCT.md §2', () => {
    expect(serviceInputSchema.parse({ title: 'Tjeneste', category: 'small_jobs' })).toMatchObject({ parentId: null, displayOrder: 0, isActive: true });
    expect(projectInputSchema.parse({ title: 'Prosjekt', category: 'interior' })).toMatchObject({ featured: false });
  });

  it('the whole parameter, with id and time stamps, is still a valid PATCH body', () => {
    const whole = { id: 3, category: 'terrace', parameterKey: 'a_b', parameterName: 'A', parameterValue: '1', description: null, displayOrder: 2, isActive: false, createdAt: 'x', updatedAt: 'y' };
    expect(pricingParameterUpdateSchema.parse(whole)).toEqual({ category: 'terrace', parameterKey: 'a_b', parameterName: 'A', parameterValue: '1', description: null, displayOrder: 2, isActive: false });
  });
});

describe('the shared id schema', () => {
  it('takes positive 32-bit integers, and plain digits as text (REST paths)', () => {
    expect(idSchema.parse(2)).toBe(2);
    expect(idSchema.parse('2')).toBe(2);
    expect(idSchema.parse(MAX_ID)).toBe(MAX_ID);
  });

  it('refuses everything else with the Norwegian message', () => {
    for (const bad of [true, [2], '0x2', ' 2 ', '2e0', '02', '', 0, -1, 1.5, 2 ** 53, MAX_ID + 1, '2147483648', Infinity, null, { id: 2 }]) {
      const result = idSchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(invalidIdMessage);
    }
  });
});
