import { useId } from 'react';
import styled from 'styled-components';
import type { AccountSyncStatus, InsightsGap, InsightsGaps, LoginFlavour, SyncState } from '../../../shared/connectors';
import { Button } from '../../components/Button';
import { Unavailable } from '../../components/Unavailable';
import { formatDate } from '../../lib/format';
import { useCan } from '../workspaces';
import { gapsHeading, gapText, refusalText, resumeTime, sourceLabel } from './syncStatusText';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.text};
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  li {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  section p {
    margin: 0;
  }
`;

const Paused = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
`;

/** Above this share of Meta's call budget the sync slows itself down; the user is told why it takes longer. */
const BUSY_USAGE_PERCENT = 75;

type Props = { name: string; status: AccountSyncStatus; flavour: LoginFlavour | null; onReconnect: (flavour: LoginFlavour) => void };

/** One post an insights gap covers: its caption (a link to it on Instagram) and its day. */
function GapPost({ post }: { post: InsightsGap['posts'][number] }) {
  const title = post.caption ?? 'Post without a caption';
  return (
    <li>
      {post.permalink ? <a href={post.permalink}>{title}</a> : title}, <time dateTime={post.postedAt}>{formatDate(post.postedAt)}</time>
    </li>
  );
}

/**
 * Posts whose insights Meta left out of its answer without refusing them: how many, why, which figures
 * stay unknown, and a few of the posts by name. The sync asks for them again next time.
 */
function InsightsGapsSection({ gaps, state }: { gaps: InsightsGaps; state: SyncState }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{gapsHeading(gaps, state)}</h3>
      {gaps.gaps.map((gap) => (
        <div key={`${gap.reason}:${gap.metrics.join(',')}`}>
          <p>{gapText(gap)}</p>
          <ul aria-label={gap.reason === 'no_insights' ? 'Posts Meta sent no insights for' : 'Posts Meta sent incomplete insights for'}>
            {gap.posts.map((post) => (
              <GapPost key={post.igMediaId} post={post} />
            ))}
            {gap.count > gap.posts.length ? <li>and {gap.count - gap.posts.length} more</li> : null}
          </ul>
        </div>
      ))}
      <p>They are shown as unknown, not 0, and asked for again at the next sync.</p>
    </section>
  );
}

/**
 * Settings → Connected accounts: what the last sync could not read and why (a missing permission by
 * name, not offered for this account, Meta's limit with the time it resumes, posts Meta answered without
 * their insights). The figures concerned are unknown on every page, never 0; a missing permission can be
 * granted by reconnecting.
 */
export function SyncHealth({ name, status, flavour, onReconnect }: Props) {
  const refusals = status.refusals;
  const missingPermission = refusals.some((refusal) => refusal.kind === 'permission');
  const busy = status.metaUsagePercent !== null && status.metaUsagePercent >= BUSY_USAGE_PERCENT;
  const gaps = status.insightsGaps && status.insightsGaps.postsMissing > 0 ? status.insightsGaps : null;
  const mayConnect = useCan('accounts.connect');
  if (status.state !== 'paused' && refusals.length === 0 && !busy && !gaps) return null;
  return (
    <Panel role="group" aria-label={`Sync health of ${name}`}>
      {status.state === 'paused' && status.pausedUntil ? (
        <Paused role="status">
          Waiting for Meta&apos;s rate limit: the sync resumes by itself at <time dateTime={status.pausedUntil}>{resumeTime(status.pausedUntil)}</time>.
        </Paused>
      ) : null}
      {busy ? <p>Meta reports {Math.round(status.metaUsagePercent!)}% of its call budget in use, so syncs pace themselves.</p> : null}
      {refusals.length > 0 ? (
        <>
          <h3>Not read in the last sync (shown as unknown, not 0)</h3>
          <ul>
            {refusals.map((refusal) => (
              <li key={`${refusal.source}:${refusal.kind}:${refusal.code ?? ''}:${refusal.permission ?? ''}`}>
                <strong>{sourceLabel(refusal.source)}</strong>: {refusalText(refusal)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {gaps ? <InsightsGapsSection gaps={gaps} state={status.state} /> : null}
      {missingPermission && flavour && flavour !== 'demo' ? (
        <div>
          <Unavailable reason={mayConnect.reason} align="start">
            <Button type="button" $variant="warning" $size="sm" onClick={() => onReconnect(flavour)}>
              Reconnect with the missing permission
            </Button>
          </Unavailable>
        </div>
      ) : null}
    </Panel>
  );
}
