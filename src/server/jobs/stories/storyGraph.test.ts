import { navigationFigures, plainFigures } from './storyGraph';

describe('reading story insights answers', () => {
  it('reads lifetime values from values[0] or total_value, and leaves a metric Meta left out absent', () => {
    const figures = plainFigures({
      data: [
        { name: 'views', values: [{ value: 120 }] },
        { name: 'reach', total_value: { value: 90 } },
        { name: 'replies', values: [] },
        { name: 'unknown_metric', values: [{ value: 5 }] },
      ],
    });
    expect(figures).toEqual({ views: 120, reach: 90 });
    expect(plainFigures({ data: [] })).toEqual({});
  });

  it('splits navigation by story_navigation_action_type, in capitals or not, and never turns a missing action into 0', () => {
    const figures = navigationFigures({
      data: [
        {
          name: 'navigation',
          total_value: {
            value: 50,
            breakdowns: [
              {
                dimension_keys: ['story_navigation_action_type'],
                results: [
                  { dimension_values: ['TAP_FORWARD'], value: 30 },
                  { dimension_values: ['tap_exit'], value: 12 },
                  { dimension_values: ['swipe_forward'], value: -1 },
                ],
              },
            ],
          },
        },
      ],
    });
    expect(figures).toEqual({ tapsForward: 30, tapsExit: 12 });
  });
});
