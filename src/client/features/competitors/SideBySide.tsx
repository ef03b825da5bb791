import styled from 'styled-components';
import type { CompetitorAnalytics, PublicFigures } from '../../../shared/competitors';
import type { GlossaryId } from '../../../shared/glossary';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { Table } from '../../components/DataTable';
import { HiddenLikesNote } from '../../components/HiddenLikes';
import { InfoTip } from '../../components/InfoTip';
import { formatCount, formatDecimal, formatPercent, formatPeriod } from '../../lib/format';
import { growthPercentText, netGrowthText } from '../figureTables';

const Scroll = styled.div`
  overflow-x: auto;
  th[scope='row'] {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  th[scope='row'] > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

/** `leavesOut`: the figure is over the posts whose likes are known, and says how many it left out. */
type Figure = { label: string; entry: GlossaryId; formula: string; value: (figures: PublicFigures) => string; leavesOut?: boolean };

function figuresOf(formulas: CompetitorAnalytics['formulas']): Figure[] {
  return [
    { label: 'Followers', entry: 'followers', formula: 'the latest follower count Instagram shows', value: (f) => formatCount(f.followers) },
    {
      label: 'Follower growth',
      entry: 'net-follower-growth',
      formula: formulas.followerGrowth,
      value: (f) => (f.followerGrowth ? `${netGrowthText(f.followerGrowth)} (${growthPercentText(f.followerGrowth)})` : '—'),
    },
    { label: 'Posts', entry: 'posts-published', formula: 'posts published in the range', value: (f) => formatCount(f.posts) },
    { label: 'Posts per week', entry: 'posts-per-week', formula: formulas.postsPerWeek, value: (f) => formatDecimal(f.postsPerWeek) },
    {
      label: 'Avg likes',
      entry: 'avg-likes',
      formula: 'mean likes per post published in the range whose likes are known',
      value: (f) => formatDecimal(f.avgLikes),
      leavesOut: true,
    },
    { label: 'Avg comments', entry: 'avg-comments', formula: 'mean comments per post published in the range', value: (f) => formatDecimal(f.avgComments) },
    { label: 'Public ER', entry: 'public-er', formula: formulas.publicEr, value: (f) => formatPercent(f.publicEr), leavesOut: true },
  ];
}

/** The competitor and the user's account on the same public formulas, over the same range. */
export function SideBySide({ analytics, username }: { analytics: CompetitorAnalytics; username: string }) {
  const { competitor, own, ownUsername } = analytics.sideBySide;
  return (
    <Card aria-labelledby="side-by-side-title">
      <CardHead>
        <h2 id="side-by-side-title">You and @{username}</h2>
      </CardHead>
      <Muted>Both accounts measured the same way, from their public counts only, over the chosen period.</Muted>
      <Scroll tabIndex={0} role="region" aria-label={`@${username} beside your account`}>
        <Table>
          <caption>
            @{username} and @{ownUsername}, {formatPeriod(analytics.range.from, analytics.range.to)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col">@{username}</th>
              <th scope="col">@{ownUsername} (you)</th>
            </tr>
          </thead>
          <tbody>
            {figuresOf(analytics.formulas).map((figure) => (
              <tr key={figure.label}>
                <th scope="row">
                  <span>
                    {figure.label}
                    <InfoTip label={figure.label} entry={figure.entry}>
                      {figure.formula}
                    </InfoTip>
                  </span>
                </th>
                {[competitor, own].map((figures, index) => (
                  <td key={index}>
                    {figure.value(figures)}
                    {figure.leavesOut ? <HiddenLikesNote posts={figures.postsWithHiddenLikes} /> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Card>
  );
}
