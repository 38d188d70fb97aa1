import { describe, expect, it } from 'vitest';
import { servicePrice } from './ServiceCard';

describe('servicePrice', () => {
  // nb-NO groups thousands with a no-break space, so a price never wraps inside its number.
  it('says every price includes VAT, in kroner as kr', () => {
    expect(servicePrice({ price: 'fra 650', priceUnit: 'kr/time' })).toBe('fra 650 kr/time inkl. mva');
    expect(servicePrice({ price: '2500', priceUnit: null })).toBe('2\u00a0500 kr inkl. mva');
    expect(servicePrice({ price: 'fra 1000', priceUnit: 'NOK' })).toBe('fra 1\u00a0000 kr inkl. mva');
    expect(servicePrice({ price: '450', priceUnit: 'NOK/m²' })).toBe('450 kr/m² inkl. mva');
  });
  it('does not say it twice, and leaves a price without a number as written', () => {
    expect(servicePrice({ price: '900', priceUnit: 'kr/m inkl. mva' })).toBe('900 kr/m inkl. mva');
    expect(servicePrice({ price: 'Etter avtale', priceUnit: 'kr' })).toBe('Etter avtale');
  });
  it('is nothing without a price', () => {
    expect(servicePrice({ price: null, priceUnit: 'kr' })).toBeNull();
    expect(servicePrice({ price: '  ', priceUnit: 'kr' })).toBeNull();
  });
});
