import { Page } from '../../components/Page';
import { AccountDataState } from '../accounts';

export default function ContentAnalysisPage() {
  return (
    <Page title="Content Assistant" lead="What content works for your audience, and when to post it.">
      <AccountDataState
        icon="sparkles"
        willShow="Once your posts are synced, this page ranks your formats and topics by engagement and shows the best time to post: the median public engagement rate by weekday and hour, in your time zone."
        whenConnected="Your posts and their insights are stored. Rankings of formats and topics by engagement and the best time to post, by weekday and hour in your time zone, come to this page next."
      />
    </Page>
  );
}
