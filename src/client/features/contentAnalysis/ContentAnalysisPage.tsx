import { Page } from '../../components/Page';
import { NoAccountState } from '../../components/NoAccountState';

export default function ContentAnalysisPage() {
  return (
    <Page title="Content Assistant" lead="What content works for your audience, and when to post it.">
      <NoAccountState
        icon="sparkles"
        willShow="Once your posts are synced, this page ranks your formats and topics by engagement and shows the best time to post: the median public engagement rate by weekday and hour, in your time zone."
      />
    </Page>
  );
}
