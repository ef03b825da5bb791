import styled from 'styled-components';
import type { ContentAnalysis } from '../../../shared/analytics';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { formatPercent, MEDIA_TYPE_NAMES } from '../../lib/format';
import { AskAssistantButton } from '../chat';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  li p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Undecided = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Shortcuts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The ranked recommendations, each with its effect and 95% interval (in its basis), the comparisons the
 * period cannot settle yet with their counts, and the chat shortcuts that take the findings to the
 * assistant with a prepared message.
 */
export function Recommendations({ analysis }: { analysis: ContentAnalysis }) {
  const best = [...analysis.formats]
    .filter((group) => group.reliable && group.avgPublicEr !== null)
    .sort((a, b) => (b.avgPublicEr ?? 0) - (a.avgPublicEr ?? 0))[0];
  const bestFormat = best ? (MEDIA_TYPE_NAMES[best.key as keyof typeof MEDIA_TYPE_NAMES] ?? best.label).toLowerCase() : 'post';
  const findings = analysis.recommendations.map((r) => r.text).join(' ');
  return (
    <Card aria-labelledby="recommendations-title">
      <CardHead>
        <h2 id="recommendations-title">Recommendations</h2>
      </CardHead>
      {analysis.recommendations.length ? (
        <List>
          {analysis.recommendations.map((recommendation) => (
            <li key={recommendation.id}>
              <p>{recommendation.text}</p>
              <small>{recommendation.basis}</small>
            </li>
          ))}
        </List>
      ) : (
        <Muted>
          No comparison is settled by this period’s posts yet: each needs at least 5 posts a side and an effect whose 95% interval leaves out “no difference”.
          Choose a longer period.
        </Muted>
      )}
      {analysis.undecided.length ? (
        <Undecided aria-labelledby="undecided-title">
          <h3 id="undecided-title">Not enough posts yet to tell</h3>
          <ul>
            {analysis.undecided.map((comparison) => (
              <li key={comparison.id}>{comparison.text}</li>
            ))}
          </ul>
        </Undecided>
      ) : null}
      <Shortcuts role="group" aria-label="Ask the assistant">
        <AskAssistantButton
          label="Write a caption for my next post"
          actionType="write_caption"
          message={`Write a caption for my next ${bestFormat}${best ? ` (my best format, ${formatPercent(best.avgPublicEr)} average public ER over ${best.posts} posts)` : ''}. ${findings}`}
        >
          Write a caption for my next {bestFormat}
        </AskAssistantButton>
        <AskAssistantButton
          label="Ideas like my top posts"
          actionType="content_ideas"
          message={`Give me content ideas like my top posts. What I know works: ${findings || 'no reliable findings yet'}`}
        >
          Ideas like my top posts
        </AskAssistantButton>
        <AskAssistantButton
          label="Plan next week"
          actionType="content_ideas"
          message={`Plan my posts for next week using these findings: ${findings || 'no reliable findings yet'}`}
        >
          Plan next week
        </AskAssistantButton>
      </Shortcuts>
    </Card>
  );
}
