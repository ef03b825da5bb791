import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Page } from '../../components/Page';
import { NoAccountState } from '../../components/NoAccountState';
import { selectCurrentUser } from '../session/sessionSlice';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

export default function SettingsPage() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <Page title="Settings" lead="Your profile and connected accounts.">
      <Card aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <Facts>
          <dt>Name</dt>
          <dd>{user?.name || 'User'}</dd>
          <dt>E-mail</dt>
          <dd>{user?.email ?? '—'}</dd>
          <dt>Theme</dt>
          <dd>Dark</dd>
        </Facts>
      </Card>
      <NoAccountState
        icon="instagram"
        linkToSettings={false}
        willShow="Connected Instagram business accounts will be listed here, with their last sync time and a button to disconnect them."
      />
    </Page>
  );
}
