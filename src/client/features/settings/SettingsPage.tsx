import { Fragment } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Page } from '../../components/Page';
import { NoAccountState } from '../../components/NoAccountState';
import { selectCurrentUser } from '../session/sessionSlice';
import { DangerZone } from './DangerZone';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';

export default function SettingsPage() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <Page title="Settings" lead="Your profile, password and connected accounts.">
      {/* Keyed by account: the forms start from that user's stored values. */}
      {user ? (
        <Fragment key={user.id}>
          <ProfileSection user={user} />
          <PasswordSection user={user} />
        </Fragment>
      ) : null}
      <NoAccountState
        icon="instagram"
        linkToSettings={false}
        willShow="Connected Instagram business accounts will be listed here, with their last sync time and a button to disconnect them."
      />
      <DangerZone />
    </Page>
  );
}
