import { describe, expect, it } from 'vitest';
import { imageAlt } from '@shared/image-variants';
import { initialValues, toPayload, validate, type Values } from './project-form';

const upload = '/uploads/0123456789abcdef0123456789abcdef-1600.jpg';
const values = (over: Partial<Values>): Values => ({ ...initialValues(null), title: 'Terrasse på Byåsen', category: 'terrace', ...over });

describe('project dialog: alt texts', () => {
  it('an uploaded photo without an alt text stops the save with a message at its own alt field', () => {
    const errors = validate(values({ imageUrls: ['/images/terrace-1.svg', upload], imageAlts: ['', '  '] }));
    expect(errors).toEqual({ 'imageAlts.1': 'Skriv en alternativ tekst som beskriver hva bildet viser' });
  });

  it("sends the owner's text, and nothing for a row without one", () => {
    expect(validate(values({ imageUrls: [upload], imageAlts: ['Terrasse i kveldssol'] }))).toEqual({});
    expect(toPayload(values({ imageUrls: [upload], imageAlts: [' Terrasse i kveldssol '] })).imageAlts).toEqual({ [upload]: 'Terrasse i kveldssol' });
    expect(toPayload(values({ imageUrls: [upload], imageAlts: [''] }))).not.toHaveProperty('imageAlts');
  });

  it('a new project starts with one empty image row and an empty alt text', () => {
    expect(initialValues(null)).toMatchObject({ imageUrls: [''], imageAlts: [''] });
  });
});

describe('public alt text', () => {
  it("uploaded photos show the owner's text; only an image without one gets a neutral description", () => {
    expect(imageAlt({ alt: 'Terrasse i kveldssol' }, 'Terrasse på Byåsen')).toBe('Terrasse i kveldssol');
    expect(imageAlt({ alt: null }, 'Terrasse på Byåsen')).toBe('Illustrasjon til prosjektet «Terrasse på Byåsen»');
    expect(imageAlt({ alt: null }, 'Terrasse på Byåsen')).not.toMatch(/bilde \d/);
  });
});
