import { Page } from '../../components/Page';
import { AccountDataState } from '../accounts';

export default function DashboardPage() {
  return (
    <Page title="Dashboard" lead="How your Instagram account performs over time.">
      <AccountDataState
        icon="dashboard"
        willShow="Once a business account is connected, this page shows followers and follower growth, reach, views and engagement rate for the period you choose, with your top posts. Every figure states its formula and data source."
        whenConnected="Its profile, 18 months of daily reach and follower history, and every post with its insights are stored. Charts of growth, reach, views and engagement rate for the period you choose come to this page next."
      />
    </Page>
  );
}
