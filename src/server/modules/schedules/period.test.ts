import { nextRunAfter, periodOf, zonedInstant } from './period';

describe('schedule periods on the workspace clock', () => {
  it('finds 08:00 on the wall clock of a zone, across summer time', () => {
    expect(zonedInstant('2026-07-06', 8, 'Europe/Paris').toISOString()).toBe('2026-07-06T06:00:00.000Z');
    expect(zonedInstant('2026-12-07', 8, 'Europe/Paris').toISOString()).toBe('2026-12-07T07:00:00.000Z');
    expect(zonedInstant('2026-03-09', 8, 'America/Chicago').toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(zonedInstant('2026-03-06', 8, 'America/Chicago').toISOString()).toBe('2026-03-06T14:00:00.000Z');
  });

  it('sends weekly on the next Monday at 08:00 local, the week before', () => {
    // Saturday 28 Nov 2026, 10:00 UTC.
    const now = new Date('2026-11-28T10:00:00Z');
    const next = nextRunAfter('weekly', 'Asia/Tokyo', now);
    expect(next.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(periodOf('weekly', next, 'Asia/Tokyo')).toEqual({ key: 'weekly:2026-11-23', from: '2026-11-23', to: '2026-11-29' });
    // At the very minute of a send, the next one is a week later.
    expect(nextRunAfter('weekly', 'Asia/Tokyo', next).toISOString()).toBe('2026-12-06T23:00:00.000Z');
  });

  it('sends monthly on the 1st at 08:00 local, the month before', () => {
    const now = new Date('2026-12-31T23:30:00Z');
    // Already 1 January in Auckland, 12:30: the January send has gone, the next is February's.
    const auckland = nextRunAfter('monthly', 'Pacific/Auckland', now);
    expect(auckland.toISOString()).toBe('2027-01-31T19:00:00.000Z');
    expect(periodOf('monthly', auckland, 'Pacific/Auckland')).toEqual({ key: 'monthly:2027-01-01', from: '2027-01-01', to: '2027-01-31' });
    const utc = nextRunAfter('monthly', 'UTC', now);
    expect(utc.toISOString()).toBe('2027-01-01T08:00:00.000Z');
    expect(periodOf('monthly', utc, 'UTC')).toEqual({ key: 'monthly:2026-12-01', from: '2026-12-01', to: '2026-12-31' });
  });
});
