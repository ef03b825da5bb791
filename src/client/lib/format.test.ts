import {
  captionExcerpt,
  displayLocale,
  formatChange,
  formatCompact,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatGrowthPercent,
  formatHour,
  formatOrdinal,
  formatPercent,
  formatPeriod,
  formatSignedCount,
  formatTime,
  formatTimes,
  isoDayOf,
  weekdayName,
} from './format';

const MINUS = '\u2212';

/** Runs the test body with the browser reporting `locale` as its language (jsdom says en-US). */
function inLocale(locale: string | undefined) {
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    spy = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(locale as string);
  });
  afterEach(() => spy?.mockRestore());
}

describe('formatting in en-GB', () => {
  inLocale('en-GB');

  it('writes counts, decimals and percentages with the locale’s separators', () => {
    expect(formatCount(53_129)).toBe('53,129');
    expect(formatCount(52_999.6)).toBe('53,000');
    expect(formatDecimal(4.25)).toBe('4.3');
    expect(formatDecimal(4)).toBe('4');
    expect(formatPercent(0.0472)).toBe('4.72%');
    expect(formatPercent(1 / 3, 0)).toBe('33%');
    expect(formatTimes(3.64)).toBe('3.6×');
    expect(formatCompact(12_400)).toBe('12.4k');
  });

  it('writes one minus sign, the true one, for every negative figure', () => {
    expect(formatChange(-0.0159)).toBe(`${MINUS}1.6%`);
    expect(formatSignedCount(-56)).toBe(`${MINUS}56`);
    expect(formatPercent(-0.0159)).toBe(`${MINUS}1.59%`);
    expect(formatCount(-1_240)).toBe(`${MINUS}1,240`);
    for (const text of [formatChange(-0.5), formatSignedCount(-3), formatPercent(-0.2), formatDecimal(-0.5)]) expect(text).not.toContain('-');
  });

  it('signs a change or a net count either way, and zero (or what rounds to it) without a sign', () => {
    expect(formatChange(0.042)).toBe('+4.2%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(-0.00001)).toBe('0.0%');
    expect(formatSignedCount(1_240)).toBe('+1,240');
    expect(formatSignedCount(0)).toBe('0');
  });

  it('writes follower growth signed with 2 decimals, the one way every screen shows it', () => {
    expect(formatGrowthPercent(0.017660466987185628)).toBe('+1.77%');
    expect(formatGrowthPercent(-0.0027)).toBe(`${MINUS}0.27%`);
    expect(formatGrowthPercent(0)).toBe('0.00%');
    expect(formatGrowthPercent(null)).toBe('—');
  });

  it('writes an unknown value as a dash, never as 0', () => {
    for (const format of [formatCount, formatDecimal, formatPercent, formatChange, formatSignedCount, formatTimes]) {
      expect(format(null)).toBe('—');
      expect(format(undefined)).toBe('—');
      expect(format(Number.NaN)).toBe('—');
    }
  });

  it('writes a day, a moment and a period each in one format', () => {
    expect(formatDay('2026-11-03')).toBe('3 Nov 2026');
    expect(formatDateTime('2026-11-03T14:05:00Z', 'UTC')).toBe('3 Nov 2026, 14:05');
    expect(formatDate('2026-11-03T14:05:00Z', 'UTC')).toBe('3 Nov 2026');
    expect(formatTime('2026-11-03T14:05:00Z', 'UTC')).toBe('14:05');
    expect(formatPeriod('2026-11-03', '2026-11-09').replace(/\s/g, ' ')).toBe('3 – 9 Nov 2026');
    expect(formatPeriod('2026-10-25', '2026-11-23').replace(/\s/g, ' ')).toBe('25 Oct – 23 Nov 2026');
    expect(formatPeriod('2025-12-25', '2026-01-03').replace(/\s/g, ' ')).toBe('25 Dec 2025 – 3 Jan 2026');
    expect(formatPeriod('2026-11-03', '2026-11-03')).toBe('3 Nov 2026');
  });

  it('never shifts a calendar day by the device’s time zone', () => {
    // A day is formatted on UTC from its own midnight: the same on every clock.
    expect(formatDay('2026-01-01')).toBe('1 Jan 2026');
    expect(formatDay('2026-11-03T23:30:00.000Z')).toBe('3 Nov 2026');
  });

  it('reads a moment on the account’s clock, across a daylight-saving change', () => {
    // Europe/London went to summer time at 01:00 UTC on 29 March 2026: 00:30 UTC is 00:30 GMT, 01:30 UTC is 02:30 BST.
    expect(formatDateTime('2026-03-29T00:30:00Z', 'Europe/London')).toBe('29 Mar 2026, 00:30');
    expect(formatDateTime('2026-03-29T01:30:00Z', 'Europe/London')).toBe('29 Mar 2026, 02:30');
    // 23:30 UTC on 28 March is already the 29th in Berlin, and still the 28th in New York.
    expect(isoDayOf('2026-03-28T23:30:00Z', 'Europe/Berlin')).toBe('2026-03-29');
    expect(isoDayOf('2026-03-28T23:30:00Z', 'America/New_York')).toBe('2026-03-28');
    // Kiritimati (UTC+14) and Baker Island's zone (UTC−12) are a day apart from the same instant.
    expect(isoDayOf('2026-11-03T11:00:00Z', 'Pacific/Kiritimati')).toBe('2026-11-04');
    expect(isoDayOf('2026-11-03T11:00:00Z', 'Etc/GMT+12')).toBe('2026-11-02');
  });

  it('names hours, weekdays and ordinals', () => {
    expect(formatHour(7)).toBe('07:00');
    expect(formatHour(18)).toBe('18:00');
    expect([0, 1, 6].map(weekdayName)).toEqual(['Sunday', 'Monday', 'Saturday']);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 63, 100].map(formatOrdinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '63rd', '100th']);
  });
});

describe('formatting follows the browser’s language', () => {
  describe('en-US', () => {
    inLocale('en-US');
    it('orders the month first', () => {
      expect(formatDay('2026-11-03')).toBe('Nov 3, 2026');
      expect(formatDateTime('2026-11-03T14:05:00Z', 'UTC')).toBe('Nov 3, 2026, 14:05');
      expect(formatPeriod('2026-11-03', '2026-11-09').replace(/\s/g, ' ')).toBe('Nov 3 – 9, 2026');
    });
  });

  describe('de-DE', () => {
    inLocale('de-DE');
    it('uses its own separators and keeps the true minus sign', () => {
      expect(formatCount(53_129)).toBe('53.129');
      expect(formatChange(-0.0159).replace(/\s/g, ' ')).toBe(`${MINUS}1,6 %`);
      expect(formatDay('2026-11-03')).toBe('3. Nov. 2026');
    });
  });

  describe('a language Intl cannot use', () => {
    inLocale('not a language tag!');
    it('falls back to en-GB', () => {
      expect(displayLocale()).toBe('en-GB');
      expect(formatDay('2026-11-03')).toBe('3 Nov 2026');
    });
  });

  describe('no language at all', () => {
    inLocale(undefined);
    it('falls back to en-GB', () => {
      expect(displayLocale()).toBe('en-GB');
    });
  });
});

describe('captionExcerpt', () => {
  it('cuts between graphemes, so an emoji is never split into a replacement character', () => {
    const caption = 'Leg day 👍🏽👨‍👩‍👧 done';
    // 8 characters, then the thumbs-up with its skin tone (two code points) as the 9th.
    expect(captionExcerpt(caption, 10)).toBe('Leg day 👍🏽…');
    expect(captionExcerpt(caption, 11)).toBe('Leg day 👍🏽👨‍👩‍👧…');
    // Never half a word: the cut goes back to the word's start, unless the word would take over a third of the room.
    expect(captionExcerpt('Most people get this wrong: a kettlebell finisher', 40)).toBe('Most people get this wrong: a…');
    expect(captionExcerpt('#averyveryverylonghashtagthatgoesonandon and more', 20)).toBe('#averyveryverylongh…');
    for (let max = 2; max < 16; max += 1) {
      const excerpt = captionExcerpt(caption, max);
      expect(excerpt).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      expect(excerpt).not.toMatch(/\u200D…$/);
    }
  });

  it('keeps a short caption whole on one line, and names a missing one', () => {
    expect(captionExcerpt('  Morning\n mobility   flow ', 60)).toBe('Morning mobility flow');
    expect(captionExcerpt(null, 60)).toBe('No caption');
    expect(captionExcerpt('   ', 60)).toBe('No caption');
  });
});
