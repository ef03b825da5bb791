import styled from 'styled-components';
import type { BestTimes } from '../../../shared/analytics';
import { Muted } from '../../components/dataCard';
import { formatCount, formatHour, formatPercent } from '../../lib/format';
import { NoPostsInPeriod } from '../../components/NoPostsInPeriod';

const Hours = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
`;

const posts = (count: number) => `${formatCount(count)} post${count === 1 ? '' : 's'}`;

/**
 * The best hours of the day, as the server ranks them for every screen and the assistant (analytics
 * bestTime.ts): each hour's mean public ER weighed toward the account's, so one lucky post cannot lead.
 */
export function BestHours({ bestTimes }: { bestTimes: BestTimes }) {
  if (bestTimes.postsRated === 0) return <NoPostsInPeriod ending=" to learn from" />;
  if (bestTimes.hours.length === 0) {
    return (
      <Muted>{`No hour of the day has ${posts(bestTimes.minPosts)} yet among the ${posts(bestTimes.postsRated)} of this period, so none is ranked.`}</Muted>
    );
  }
  return (
    <>
      <Hours aria-label="Best hours">
        {bestTimes.hours.map((hour) => (
          <li key={hour.hour}>
            <strong>{formatHour(hour.hour)}</strong> — estimated public ER {formatPercent(hour.estimatedPublicEr)} over {posts(hour.posts)} (their mean{' '}
            {formatPercent(hour.meanPublicEr)})
          </li>
        ))}
      </Hours>
      <Muted>
        Hours of the day on any weekday. Each hour’s mean is weighed toward your average of {formatPercent(bestTimes.accountMeanPublicEr)} as if{' '}
        {bestTimes.priorPosts} more posts at it had been made then, and an hour needs {posts(bestTimes.minPosts)} to be ranked.
      </Muted>
    </>
  );
}
