import type { AudienceAnswer, AudienceBreakdown, AudienceBucket } from '../../../../shared/audience';

/** Hand-made audience answers, as the server answers them, for the page's tests. */
const bucket = (key: string, label: string, count: number, share: number): AudienceBucket => ({ key, label, count, share });

const okBreakdown = (kind: AudienceBreakdown['kind'], youngShare: number): AudienceBreakdown => ({
  kind,
  status: 'ok',
  reason: null,
  notOfferedParts: [],
  timeframe: 'this_month',
  ageGender: [
    { age: '18-24', gender: 'F', count: 300, share: youngShare * 0.6 },
    { age: '18-24', gender: 'M', count: 200, share: youngShare * 0.4 },
    { age: '25-34', gender: 'F', count: 350, share: (1 - youngShare) * 0.7 },
    { age: '25-34', gender: 'M', count: 150, share: (1 - youngShare) * 0.3 },
  ],
  ages: [bucket('18-24', '18-24', 500, youngShare), bucket('25-34', '25-34', 500, 1 - youngShare)],
  genders: [bucket('F', 'Women', 650, 0.65), bucket('M', 'Men', 350, 0.35)],
  countries: [bucket('US', 'United States', 700, 0.7), bucket('CA', 'Canada', 300, 0.3)],
  cities: kind === 'engaged' ? null : [bucket('Austin, Texas', 'Austin, Texas', 400, 0.8), bucket('Dallas, Texas', 'Dallas, Texas', 100, 0.2)],
});

const difference = (key: string, followers: number, engaged: number) => ({
  key,
  label: key,
  followers,
  engaged,
  reached: null,
  engagedVsFollowersPp: (engaged - followers) * 100,
  reachedVsFollowersPp: null,
  followersBefore: followers - 0.1,
  followersChangePp: 10,
});

export const audienceAnswer = (): AudienceAnswer => ({
  accountId: 'a1',
  username: 'mayamoves.fit',
  followersCount: 52_870,
  latest: {
    takenOn: '2026-11-20',
    followers: okBreakdown('followers', 0.5),
    engaged: okBreakdown('engaged', 0.625),
    reached: {
      ...okBreakdown('reached', 0.5),
      status: 'not_offered',
      reason: 'Meta returned no reached_audience_demographics for this account.',
      ageGender: null,
      ages: null,
      genders: null,
      countries: null,
      cities: null,
    },
  },
  previous: { takenOn: '2026-11-13', followers: okBreakdown('followers', 0.4), engaged: okBreakdown('engaged', 0.5), reached: okBreakdown('reached', 0.5) },
  differences: { ages: [difference('18-24', 0.5, 0.625), difference('25-34', 0.5, 0.375)], genders: [], countries: [] },
  lastRefusal: null,
});

const NOT_OFFERED = 'Meta shows audience data only for accounts with 100+ followers.';
const notOffered = (kind: AudienceBreakdown['kind']): AudienceBreakdown => ({
  kind,
  status: 'not_offered',
  reason: NOT_OFFERED,
  notOfferedParts: [],
  timeframe: null,
  ageGender: null,
  ages: null,
  genders: null,
  countries: null,
  cities: null,
});

/** An account under Meta's 100 followers: every breakdown of its snapshot not offered (the browser test plays it over the demo's answer). */
export const notOfferedAnswer = (answer = audienceAnswer(), takenOn = '2026-11-20'): AudienceAnswer => ({
  ...answer,
  followersCount: 86,
  latest: { takenOn, followers: notOffered('followers'), engaged: notOffered('engaged'), reached: notOffered('reached') },
  previous: null,
  differences: { ages: [], genders: [], countries: [] },
});

export const emptyAnswer = (lastRefusal: string | null = null): AudienceAnswer => ({
  ...audienceAnswer(),
  latest: null,
  previous: null,
  differences: { ages: [], genders: [], countries: [] },
  lastRefusal,
});

/**
 * An engaged audience Meta answered partly empty, as it does for a small one: its age × gender and city reads
 * came back as the empty data set (not offered), its countries served.
 */
export const partlyOfferedAnswer = (): AudienceAnswer => {
  const answer = audienceAnswer();
  const engaged = answer.latest!.engaged;
  return {
    ...answer,
    latest: {
      ...answer.latest!,
      engaged: { ...engaged, notOfferedParts: ['ageGender', 'cities'], ageGender: null, ages: null, genders: null, cities: null },
    },
  };
};
