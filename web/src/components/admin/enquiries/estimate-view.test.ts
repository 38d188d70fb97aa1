import { describe, expect, it } from 'vitest';
import { formatNok } from '@shared/pricing/format';
import { estimateHeading, shownTotalNote } from './estimate-view';

describe('shownTotalNote', () => {
  it('says nothing when the visitor saw the server total, or sent none', () => {
    expect(shownTotalNote({ total: 52800, shownTotal: 52800 })).toBeNull();
    expect(shownTotalNote({ total: 52800 })).toBeNull();
  });

  it('names the total the visitor saw when it differs', () => {
    const note = shownTotalNote({ total: 52800, shownTotal: 1 });
    expect(note).toContain(`${formatNok(1)} kr`);
    expect(note).toContain('prisene som gjaldt da forespørselen kom inn');
  });
});

describe('estimateHeading', () => {
  it('calls an attached estimate an uforpliktende estimat, not a prisoverslag', () => {
    expect(estimateHeading({ type: 'terrace' })).toBe('Uforpliktende estimat: Terrasse');
  });
});
