import { graphErrorFrom } from '../../meta/graphErrors';
import { emptyDataSet, engagedByCountry, followersByAgeGender, followersByPlace, underHundredFollowers } from '../../meta/testing/documented/audienceAnswers';
import { namedPermissionMissing } from '../../meta/testing/documented/graphAnswers';
import { ageGenderCounts, demographicsRows, placeCounts } from './audienceAnswer';

const IG_USER = '17841405822304914';

describe("demographics answers as Meta's Account Insights reference documents them", () => {
  it('reads a breakdown by its dimension keys, past the timeframe Meta lists first', () => {
    const rows = demographicsRows(engagedByCountry(IG_USER).body as never, 'engaged_audience_demographics', ['country']);
    expect(rows).toHaveLength(5);
    expect(placeCounts(rows!, 'country')).toEqual([
      { key: 'US', value: 3 },
      { key: 'AR', value: 1 },
      { key: 'DE', value: 1 },
      { key: 'FR', value: 1 },
      { key: 'RO', value: 1 },
    ]);
  });

  it('reads age × gender cells and cities', () => {
    const cells = ageGenderCounts(demographicsRows(followersByAgeGender(IG_USER).body as never, 'follower_demographics', ['age', 'gender'])!);
    expect(cells).toContainEqual({ age: '25-34', gender: 'F', value: 5210 });
    expect(cells).toContainEqual({ age: '65+', gender: 'F', value: 301 });
    const cities = placeCounts(demographicsRows(followersByPlace(IG_USER, 'city').body as never, 'follower_demographics', ['city'])!, 'city');
    expect(cities[0]).toEqual({ key: 'Los Angeles, California', value: 1315 });
  });

  it('answers null, never zeros, for the documented empty data set, another metric, or a breakdown not asked', () => {
    expect(demographicsRows(emptyDataSet.body as never, 'follower_demographics', ['age', 'gender'])).toBeNull();
    expect(demographicsRows(engagedByCountry(IG_USER).body as never, 'follower_demographics', ['country'])).toBeNull();
    expect(demographicsRows(engagedByCountry(IG_USER).body as never, 'engaged_audience_demographics', ['city'])).toBeNull();
  });

  it('skips results that are not whole non-negative counts', () => {
    const answer = {
      data: [
        {
          name: 'follower_demographics',
          total_value: {
            breakdowns: [
              {
                dimension_keys: ['country'],
                results: [
                  { dimension_values: ['US'], value: 4 },
                  { dimension_values: ['GB'], value: -1 },
                  { dimension_values: ['FR'], value: '3' },
                  { dimension_values: [], value: 2 },
                ],
              },
            ],
          },
        },
      ],
    };
    expect(demographicsRows(answer, 'follower_demographics', ['country'])).toEqual([{ dimensions: { country: 'US' }, value: 4 }]);
  });

  it('classifies the under-100-followers refusal as not offered and a missing permission as a permission, by the one error model', () => {
    expect(graphErrorFrom(underHundredFollowers.status, underHundredFollowers.body, null)).toMatchObject({ kind: 'not_offered', code: 100 });
    expect(graphErrorFrom(namedPermissionMissing.status, namedPermissionMissing.body, null)).toMatchObject({
      kind: 'permission',
      permission: 'instagram_manage_insights',
    });
  });
});
