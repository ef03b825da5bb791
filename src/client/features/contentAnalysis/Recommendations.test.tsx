import { screen, within } from '@testing-library/react';
import type { ContentAnalysis } from '../../../shared/analytics';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Recommendations } from './Recommendations';
import { analysisFor } from './testing/analysisFixture';

const settledNothing = (): ContentAnalysis => ({
  ...analysisFor('2026-09-01', '2026-09-30'),
  recommendations: [],
  undecided: [
    {
      id: 'emoji',
      text: 'Emoji: not enough posts yet to tell (With emoji against Without emoji: 1.3× (95% CI 0.81–2.10×) over 5 and 6 posts).',
      groups: [
        { label: 'With emoji', posts: 5 },
        { label: 'Without emoji', posts: 6 },
      ],
      effect: null,
    },
  ],
});

describe('the recommendations', () => {
  it('show each advice with its effect and 95% interval, and what cannot be told yet with its counts', () => {
    renderWithProviders(<Recommendations analysis={analysisFor('2026-09-01', '2026-09-30')} />);
    const card = screen.getByRole('region', { name: 'Recommendations' });
    const [advice] = within(card).getAllByRole('listitem');
    expect(advice).toHaveTextContent('Reels reach 2.5× more accounts than images for you; 5 of your last 11 posts were reels.');
    expect(advice).toHaveTextContent('ratio 2.50×, 95% CI 2.19–2.85×');
    const open = within(card).getByRole('region', { name: 'Not enough posts yet to tell' });
    expect(within(open).getByRole('listitem')).toHaveTextContent(
      'Caption length: not enough posts yet to tell (each side needs 5 posts; Under 50 characters: 6, 150–299 characters: 4).',
    );
  });

  it('say that nothing is settled yet, rather than advise, when no interval leaves out “no difference”', async () => {
    const { user, store } = renderWithProviders(<Recommendations analysis={settledNothing()} />);
    const card = screen.getByRole('region', { name: 'Recommendations' });
    expect(card).toHaveTextContent('No comparison is settled by this period’s posts yet');
    // The only item is the open question: nothing is advised.
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Emoji: not enough posts yet to tell (With emoji against Without emoji: 1.3× (95% CI 0.81–2.10×) over 5 and 6 posts).']);
    expect(within(card).getByRole('region', { name: 'Not enough posts yet to tell' })).toBeInTheDocument();
    // The assistant shortcuts carry only settled findings: none here.
    await user.click(within(card).getByRole('button', { name: 'Ideas like my top posts' }));
    expect(store.getState().chatPanel.autoMessage).toBe('Give me content ideas like my top posts. What I know works: no reliable findings yet');
  });
});
