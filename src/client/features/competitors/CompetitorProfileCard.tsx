import styled from 'styled-components';
import type { CompetitorProfile } from '../../../shared/competitors';
import { errorMessage, type QueryError } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { mobileQuery } from '../../base/theme';
import { Button } from '../../components/Button';
import { Card } from '../../components/dataCard';
import { Unavailable } from '../../components/Unavailable';
import { formatCount, formatDay } from '../../lib/format';
import { AccountAvatar } from '../accounts';
import { toastShown } from '../toasts';
import { useCan } from '../workspaces';
import { useRefreshCompetitorMutation } from './competitorsApi';
import { isRefreshing, RefreshStatus } from './RefreshStatus';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  .who {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    flex: 1 1 220px;
    min-width: 0;
  }
  .who strong {
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  .who span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .refresh {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Bio = styled.p`
  margin: 0;
  max-width: 70ch;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxl};
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  ${mobileQuery} {
    gap: ${({ theme }) => theme.space.xl};
  }
`;

/** Who the competitor is, its current public counts, since when it is tracked, and its refresh. */
export function CompetitorProfileCard({ profile }: { profile: CompetitorProfile }) {
  const dispatch = useAppDispatch();
  const [refresh, { isLoading }] = useRefreshCompetitorMutation();
  const mayRefresh = useCan('competitors.refresh');
  const start = () =>
    refresh(profile.id)
      .unwrap()
      .catch((error: unknown) => dispatch(toastShown({ type: 'error', message: errorMessage(error as QueryError) })));
  return (
    <Card aria-label="Profile">
      <Head>
        <AccountAvatar username={profile.username} src={profile.profilePicUrl} size={64} />
        <div className="who">
          <strong>{profile.name ?? `@${profile.username}`}</strong>
          <a href={`https://www.instagram.com/${profile.username}/`} target="_blank" rel="noreferrer">
            @{profile.username} on Instagram
          </a>
        </div>
        <div className="refresh">
          <RefreshStatus refresh={profile.refresh} />
          <Unavailable reason={mayRefresh.reason}>
            <Button type="button" $variant="secondary" $size="sm" onClick={() => void start()} disabled={isLoading || isRefreshing(profile.refresh)}>
              Refresh now
            </Button>
          </Unavailable>
        </div>
      </Head>
      {profile.biography ? <Bio>{profile.biography}</Bio> : null}
      <Facts>
        <div>
          <dt>Followers</dt>
          <dd>{formatCount(profile.followers)}</dd>
        </div>
        <div>
          <dt>Posts</dt>
          <dd>{formatCount(profile.mediaCount)}</dd>
        </div>
        <div>
          <dt>Tracked since</dt>
          <dd>{formatDay(profile.trackedSince)}</dd>
        </div>
      </Facts>
    </Card>
  );
}
