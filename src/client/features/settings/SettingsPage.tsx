import { Fragment } from 'react';
import { useAppSelector } from '../../base/hooks';
import { Page } from '../../components/Page';
import { selectCurrentUser } from '../session';
import { ConnectedAccountsSection } from './ConnectedAccountsSection';
import { DangerZone } from './DangerZone';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SignInMethodsSection } from './SignInMethodsSection';

export default function SettingsPage() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <Page title="Settings" lead="Your profile, sign-in methods and connected accounts.">
      {/* Keyed by account: the forms start from that user's stored values. */}
      {user ? (
        <Fragment key={user.id}>
          <ProfileSection user={user} />
          <PasswordSection user={user} />
          <SignInMethodsSection user={user} />
        </Fragment>
      ) : null}
      <ConnectedAccountsSection />
      <DangerZone />
    </Page>
  );
}
