import styled from 'styled-components';
import { AUDIENCE_KINDS, AUDIENCE_LABELS, audienceKind, type AudienceAnswer, type AudienceKind } from '../../../shared/audience';
import { EmptyState } from '../../components/EmptyState';
import { InfoTip } from '../../components/InfoTip';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { Page } from '../../components/Page';
import { PageToolbar, Sections } from '../../components/pageLayout';
import { SelectField } from '../../components/SelectField';
import { Card, CardHead, Muted, TwoColumns } from '../../components/dataCard';
import type { CsvFile } from '../../lib/csv';
import { formatCount, formatDay } from '../../lib/format';
import { useQueryParams } from '../../lib/useQueryParams';
import { AccountDataState, AccountSyncNotice, useAccountSync, useSelectedAccount } from '../accounts';
import { AgeGenderChart } from './AgeGenderChart';
import { useGetAudienceQuery } from './audienceApi';
import { DifferencesCard } from './DifferencesCard';
import { PlacesCard } from './PlacesCard';

const WILL_SHOW =
  'With a connected business account you will see who follows it, and who its posts reached and engaged: by age and gender, country and city, and how each audience differs from the followers. Meta offers this for accounts with 100 or more followers.';

const OPTIONS = AUDIENCE_KINDS.map((kind) => ({ value: kind, name: AUDIENCE_LABELS[kind] }));

const Note = styled.div<{ $warning?: boolean }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme, $warning }) => ($warning ? theme.colors.warning : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The audience shown, kept in the URL (?audience=engaged); followers when absent or unknown. */
function useShownAudience(): [AudienceKind, (kind: AudienceKind) => void] {
  const [params, updateParams] = useQueryParams();
  const shown = audienceKind.safeParse(params.get('audience')).data ?? 'followers';
  return [shown, (kind) => updateParams({ audience: kind === 'followers' ? null : kind })];
}

export default function AudiencePage() {
  const { account } = useSelectedAccount();
  const [shown, show] = useShownAudience();
  const audience = useGetAudienceQuery({ accountId: account?.accountId ?? '' }, { skip: !account });
  const { firstSync } = useAccountSync(account?.accountId, audience.fulfilledTimeStamp);
  return (
    <Page
      title="Audience"
      about={account ? `@${account.accountName}` : undefined}
      lead={
        account
          ? `Who follows @${account.accountName}, and who its posts reached and engaged: age, gender, countries and cities.`
          : 'Who follows you, and who your posts reach and engage.'
      }
    >
      {account ? (
        <PageToolbar>
          <SelectField label="Audience" options={OPTIONS} value={shown} onChange={(event) => show(audienceKind.parse(event.target.value))} />
        </PageToolbar>
      ) : null}
      {account ? <AccountSyncNotice accountId={account.accountId} /> : null}
      {!account ? <AccountDataState icon="globe" willShow={WILL_SHOW} whenConnected="" /> : null}
      {account && audience.isError ? (
        <LoadFailed title="The audience could not be loaded" error={audience.error} onRetry={() => void audience.refetch()} />
      ) : null}
      {account && !audience.isError && !audience.data ? <LoadingSections label="Loading the audience" heights={[80, 360, 300]} /> : null}
      {account && audience.data ? <AudienceContent answer={audience.data} shown={shown} firstSync={firstSync} refreshing={audience.isFetching} /> : null}
    </Page>
  );
}

type ContentProps = { answer: AudienceAnswer; shown: AudienceKind; firstSync: boolean; refreshing: boolean };

function AudienceContent({ answer, shown, firstSync, refreshing }: ContentProps) {
  const refusal = answer.lastRefusal ? (
    <Note $warning role="note" aria-label="What the last sync could not read">
      <p>{answer.lastRefusal}</p>
    </Note>
  ) : null;
  const { latest } = answer;
  if (!latest) {
    return (
      <Sections aria-busy={refreshing}>
        {refusal}
        <EmptyState icon="globe" title="No audience snapshot yet">
          <span>
            {firstSync
              ? 'The first sync is still reading the account; the audience comes with it.'
              : 'The next sync reads who follows the account and who it reached and engaged, and keeps a snapshot of each day it reads them.'}
          </span>
        </EmptyState>
      </Sections>
    );
  }
  if (AUDIENCE_KINDS.every((kind) => latest[kind].status === 'not_offered')) {
    return (
      <Sections aria-busy={refreshing}>
        {refusal}
        <EmptyState icon="globe" title="Audience not offered by Meta">
          <span>
            Not offered: {latest.followers.reason} @{answer.username} has {formatCount(answer.followersCount)} followers; the audience shows once Meta offers it
            (checked at every sync, last on {formatDay(latest.takenOn)}).
          </span>
        </EmptyState>
      </Sections>
    );
  }
  const file: CsvFile = { account: answer.username, table: `audience-${shown}`, from: latest.takenOn, to: latest.takenOn };
  const breakdown = latest[shown];
  const label = AUDIENCE_LABELS[shown];
  return (
    <Sections aria-busy={refreshing}>
      {refusal}
      <Note role="note" aria-label="Snapshot">
        <p>
          Snapshot of {formatDay(latest.takenOn)}
          {answer.previous
            ? `, compared with the one of ${formatDay(answer.previous.takenOn)}`
            : ' (the first one: changes show from the next day a sync reads it)'}
          .
        </p>
        <p>
          Engaged and reached audiences cover Meta&apos;s timeframe “this month”
          <InfoTip label="Meta's “this month”" entry="this-month">
            Meta&apos;s timeframe this_month as Meta counts it on the day of the snapshot; its pages do not list the days.
          </InfoTip>
          ; followers are who follows the account on that day. Shares are of the people Meta has demographics for.
        </p>
      </Note>
      {breakdown.status === 'ok' ? (
        <>
          <AgeGenderChart breakdown={breakdown} title={`${label}: age and gender`} file={file} />
          <TwoColumns>
            <PlacesCard breakdown={breakdown} part="countries" title={`${label}: top countries`} file={file} />
            <PlacesCard breakdown={breakdown} part="cities" title={`${label}: top cities`} file={file} />
          </TwoColumns>
        </>
      ) : (
        <Card aria-labelledby="shown-missing-title">
          <CardHead>
            <h2 id="shown-missing-title">{label}</h2>
          </CardHead>
          <Muted>{breakdown.status === 'not_offered' ? `Not offered: ${breakdown.reason}` : `Unknown: ${breakdown.reason}`}</Muted>
        </Card>
      )}
      <DifferencesCard answer={answer} file={{ ...file, table: 'audience' }} />
    </Sections>
  );
}
