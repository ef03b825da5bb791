import { Page } from '../../components/Page';
import { NoAccountState } from '../../components/NoAccountState';

export default function DashboardPage() {
  return (
    <Page title="Dashboard" lead="How your Instagram account performs over time.">
      <NoAccountState
        icon="dashboard"
        willShow="Once a business account is connected, this page shows followers and follower growth, reach, views and engagement rate for the period you choose, with your top posts. Every figure states its formula and data source."
      />
    </Page>
  );
}
