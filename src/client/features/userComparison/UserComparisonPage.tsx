import { Page } from '../../components/Page';
import { NoAccountState } from '../../components/NoAccountState';

export default function UserComparisonPage() {
  return (
    <Page title="User Comparison" lead="Where you stand among accounts like yours.">
      <NoAccountState
        icon="compare"
        willShow="With a connected account you will see your percentile among accounts of the same niche and country in your follower tier. Cohorts smaller than 5 accounts fall back to published tier benchmarks, with the source named."
      />
    </Page>
  );
}
