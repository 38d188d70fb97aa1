import { describe, expect, it } from 'vitest';
import { slotText } from './booking-time';
import { activityFieldLabel, formatActivityValue } from './activity-labels';

describe('befaring times as the customer and the owner read them', () => {
  it('names the day and the times in Oslo, whatever offset the ISO string carries', () => {
    expect(slotText({ start: '2026-03-30T06:00:00Z', end: '2026-03-30T07:00:00Z' })).toBe('mandag 30. mars kl. 08:00–09:00');
    expect(slotText({ start: '2026-10-26T08:00:00+01:00', end: '2026-10-26T09:00:00+01:00' })).toBe('mandag 26. oktober kl. 08:00–09:00');
  });

  it('shows a booking change in the activity log in Norwegian', () => {
    expect(activityFieldLabel('booking', 'contact')).toBe('Befaring');
    expect(formatActivityValue('contact', 'booking', '2026-12-01T08:00:00+01:00')).toBe('01.12.2026, 08:00');
    expect(formatActivityValue('contact', 'booking', null)).toBe('(tom)');
    expect(formatActivityValue('company', 'windows', null)).toBe('Åpningstidene under Firma');
  });
});
