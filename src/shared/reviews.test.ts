import { describe, expect, it } from 'vitest';
import { averageRating, initialsOf, reviewsJsonLd, shownName } from './reviews';

describe('the name a review is shown with', () => {
  it('is the first name and town, or initials, as the customer chose', () => {
    expect(shownName('Kari  Nordmann', 'first_name_town', 'Lade')).toBe('Kari, Lade');
    expect(shownName('Kari Nordmann', 'initials', 'Lade')).toBe('K. N.');
    expect(initialsOf('åse marie bakke olsen')).toBe('Å. M. B.');
  });
});

describe('the average', () => {
  it('counts every rating, low ones included, to one decimal; none is null', () => {
    expect(averageRating([1, 5, 5])).toBe(3.7);
    expect(averageRating([])).toBeNull();
  });
});

describe('reviewsJsonLd', () => {
  const review = { rating: 2, text: 'Kom for sent.', shownName: 'K. N.', publishedAt: '2026-11-27T10:00:00.000Z', answer: null };
  it('states AggregateRating for the business by its @id, and a Review per review shown', () => {
    const ld = reviewsJsonLd('https://example.no', { count: 3, average: 3.7, reviews: [review] });
    expect(ld).toMatchObject({ '@id': 'https://example.no/#business', aggregateRating: { ratingValue: 3.7, reviewCount: 3 }, review: [{ reviewRating: { ratingValue: 2 }, author: { name: 'K. N.' }, datePublished: '2026-11-27' }] });
  });
  it('dates a review by the Oslo day it was published, as the page does', () => {
    const late = { ...review, publishedAt: '2026-11-27T23:30:00.000Z' }; // 00:30 on 28 November in Oslo
    expect(reviewsJsonLd('https://example.no', { count: 1, average: 2, reviews: [late] })?.review).toMatchObject([{ datePublished: '2026-11-28' }]);
  });
  it('leaves AggregateRating out where the page shows no average, and states nothing without reviews', () => {
    expect(reviewsJsonLd('https://example.no', { count: 3, average: 3.7, reviews: [review] }, { aggregate: false })).not.toHaveProperty('aggregateRating');
    expect(reviewsJsonLd('https://example.no', { count: 0, average: null, reviews: [] })).toBeNull();
  });
});
