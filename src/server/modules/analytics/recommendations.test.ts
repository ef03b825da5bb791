import { createRng, type Rng } from '../../meta/demo/random';
import { rankHours } from './bestTime';
import type { SampleStats } from './meanRatio';
import { recommend, type Evidence, type GroupEvidence } from './recommendations';

/**
 * Recommendations on synthetic posts with a known truth: public ERs drawn log-normally (σ = 0.5 on the
 * log scale, about the spread of real posts' ER) around a group mean, from a seeded generator so every
 * run sees the same posts. Each test would fail if the advice were made without its interval.
 */
const statsOf = (values: number[]): SampleStats => {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return { n: values.length, mean, variance: values.length > 1 ? values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1) : 0 };
};
const draw = (rng: Rng, posts: number, mean: number) => Array.from({ length: posts }, () => mean * Math.exp(rng.normal(-0.125, 0.5)));
const group = (key: string, label: string, values: number[]): GroupEvidence => ({ key, label, publicErStats: statsOf(values), reachStats: null });

const NOTHING: Evidence = { formats: [], captionLengths: [], hashtagCounts: [], weekdays: [], emoji: [], callToAction: [], hashtags: [], hours: rankHours([]) };

function emojiEvidence(rng: Rng, withEmoji: number, without: number, ratio: number): Evidence {
  return { ...NOTHING, emoji: [group('with', 'With emoji', draw(rng, withEmoji, 0.03 * ratio)), group('without', 'Without emoji', draw(rng, without, 0.03))] };
}

describe('recommendations that stand on evidence', () => {
  it('recommends a real 2× effect over 40 posts, with an interval above 1', () => {
    const { recommendations, undecided } = recommend(emojiEvidence(createRng('two-fold'), 20, 20, 2), new Map());
    expect(undecided).toEqual([]);
    expect(recommendations).toHaveLength(1);
    const [emoji] = recommendations;
    expect(emoji.id).toBe('emoji');
    expect(emoji.text).toMatch(/^Add emoji to your captions: posts with emoji engage \d\.\d× better\.$/);
    expect(emoji.effect.low).toBeGreaterThan(1);
    expect(emoji.effect.ratio).toBeGreaterThan(emoji.effect.low);
    expect(emoji.effect.high).toBeGreaterThan(emoji.effect.ratio);
    expect(emoji.basis).toContain(`95% CI ${emoji.effect.low.toFixed(2)}–${emoji.effect.high.toFixed(2)}×`);
    expect(emoji.effect).toMatchObject({
      metric: 'publicEr',
      comparisons: 1,
      better: { label: 'With emoji', posts: 20 },
      worse: { label: 'Without emoji', posts: 20 },
    });
  });

  it('finds the 2× effect in nearly every sample of 40 posts', () => {
    const rng = createRng('power');
    const found = Array.from({ length: 100 }, () => recommend(emojiEvidence(rng, 20, 20, 2), new Map()).recommendations.length).filter(Boolean).length;
    expect(found).toBeGreaterThanOrEqual(95);
  });

  it('does not recommend noise over 5 posts, and says so with the counts', () => {
    const few = recommend(emojiEvidence(createRng('five'), 3, 2, 1), new Map());
    expect(few.recommendations).toEqual([]);
    expect(few.undecided).toEqual([
      {
        id: 'emoji',
        text: 'Emoji: not enough posts yet to tell (each side needs 5 posts; With emoji: 3, Without emoji: 2).',
        groups: [
          { label: 'With emoji', posts: 3 },
          { label: 'Without emoji', posts: 2 },
        ],
        effect: null,
      },
    ]);
  });

  it('does not recommend noise over 5 posts a side either: the interval holds 1', () => {
    const { recommendations, undecided } = recommend(emojiEvidence(createRng('ten'), 5, 5, 1), new Map());
    expect(recommendations).toEqual([]);
    expect(undecided).toHaveLength(1);
    const [open] = undecided;
    expect(open.effect!.low).toBeLessThan(1);
    expect(open.effect!.high).toBeGreaterThan(1);
    expect(open.text).toMatch(
      /^Emoji: not enough posts yet to tell \(With(out)? emoji against With(out)? emoji: \d\.\d× \(95% CI \d\.\d\d–\d\.\d\d×\) over 5 and 5 posts\)\.$/,
    );
  });

  it('keeps the best-against-worst pick of several noisy groups at the 5% it promises', () => {
    const rng = createRng('false alarms');
    const labels = ['Under 50 characters', '50–149 characters', '150–299 characters', '300 characters or more'];
    const alarms = Array.from({ length: 300 }, () => {
      const captionLengths = labels.map((label, i) => group(String(i), label, draw(rng, 8, 0.03)));
      return recommend({ ...NOTHING, captionLengths }, new Map()).recommendations.length;
    }).filter(Boolean).length;
    // Picking the extreme pair of 4 without the Bonferroni adjustment raises about one alarm in five (59 of these 300).
    expect(alarms).toBeLessThanOrEqual(15);
  });
});

describe('hashtag advice', () => {
  it('compares each hashtag with the posts without it, simultaneous over every hashtag tried', () => {
    const rng = createRng('tags');
    const tagged = draw(rng, 10, 0.06);
    const plain = draw(rng, 20, 0.03);
    const other = plain.slice(0, 8);
    const evidence: Evidence = {
      ...NOTHING,
      // All 30 posts (the formats partition them): what "without the hashtag" is taken from.
      formats: [group('IMAGE', 'Images', [...tagged, ...plain])],
      hashtags: [group('#glow', '#glow', tagged), group('#daily', '#daily', other)],
    };
    const { recommendations } = recommend(evidence, new Map());
    const keep = recommendations.find((r) => r.id === 'hashtags');
    expect(keep?.text).toMatch(/^Keep using #glow: your posts with it engage \d\.\d× better than those without it\.$/);
    expect(keep?.effect).toMatchObject({ comparisons: 2, better: { label: '#glow', posts: 10 }, worse: { label: 'without #glow', posts: 20 } });
    expect(keep!.effect.worse.mean).toBeCloseTo(plain.reduce((sum, v) => sum + v, 0) / 20, 12);
    expect(keep!.basis).toContain('simultaneous over 2 hashtags');
  });
});

describe('posting-time advice', () => {
  const hours = (rng: Rng, spec: [hour: number, posts: number, mean: number][]) =>
    rankHours(spec.map(([hour, posts, mean]) => ({ hour, stats: statsOf(draw(rng, posts, mean)) })));

  it('names the best hour of the ranking against the weakest hour with enough posts', () => {
    const ranking = hours(createRng('hours'), [
      [18, 12, 0.06],
      [9, 12, 0.03],
      [7, 1, 0.22],
    ]);
    expect(ranking.hours.map((h) => h.hour)).toEqual([18, 9]);
    const { recommendations } = recommend({ ...NOTHING, hours: ranking }, new Map());
    expect(recommendations.map((r) => r.text)).toEqual([expect.stringMatching(/^Post around 18:00, your best hour: it engages \d\.\d× better than 09:00\.$/)]);
  });

  it('says the best hour cannot be told yet when it has too few posts to compare', () => {
    const ranking = hours(createRng('thin'), [
      [18, 4, 0.06],
      [9, 12, 0.03],
    ]);
    expect(ranking.hours[0].hour).toBe(18);
    const { recommendations, undecided } = recommend({ ...NOTHING, hours: ranking }, new Map());
    expect(recommendations).toEqual([]);
    // The dashboard's ranking is still named: the two screens never disagree about which hours lead.
    expect(undecided.map((u) => u.text)).toEqual([
      'Best time to post (18:00 and 09:00 rank first, as on the dashboard): not enough posts yet to tell (each side needs 5 posts; 09:00: 12, 18:00: 4).',
    ]);
  });
});
