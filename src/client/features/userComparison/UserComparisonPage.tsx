import { Page } from '../../components/Page';
import { AccountDataState } from '../accounts';

export default function UserComparisonPage() {
  return (
    <Page title="User Comparison" lead="Where you stand among accounts like yours.">
      <AccountDataState
        icon="compare"
        willShow="With a connected account you will see your percentile among accounts of the same niche and country in your follower tier. Cohorts smaller than 5 accounts fall back to published tier benchmarks, with the source named."
        whenConnected="Your account is placed by niche and country (Settings → Connected accounts). Your percentile among peers in your follower tier comes to this page next."
      />
    </Page>
  );
}
