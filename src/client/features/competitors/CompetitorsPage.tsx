import { Page } from '../../components/Page';
import { AccountDataState } from '../accounts';

export default function CompetitorsPage() {
  return (
    <Page title="Competitors" lead="The accounts you compete with, side by side with yours.">
      <AccountDataState
        icon="competitors"
        willShow="Connect a business account to add competitors. For each one you will see followers, posting frequency and public engagement rate, (likes + comments) ÷ followers, the only figures Instagram exposes for other accounts."
        whenConnected="Competitor tracking comes to this page next: add public accounts and compare followers, posting frequency and public engagement rate, (likes + comments) ÷ followers, with yours."
      />
    </Page>
  );
}
