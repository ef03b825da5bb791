import styled from 'styled-components';
import { FACEBOOK_PERMISSIONS, INSTAGRAM_PERMISSIONS, type PermissionGroup } from '../../../shared/metaPermissions';

const Details = styled.details`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
  }
  h3 {
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.text};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  code {
    overflow-wrap: anywhere;
  }
`;

function Groups({ title, groups }: { title: string; groups: readonly PermissionGroup[] }) {
  return (
    <section aria-label={`${title} permissions`}>
      <h3>{title}</h3>
      <ul>
        {groups.map((group) => (
          <li key={group.scopes.join()}>
            <code>{group.scopes.join(', ')}</code>: {group.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What each login asks Meta for, one sentence per permission group (the same list the server's dialog URL uses). */
export function ConnectPanelPermissions() {
  return (
    <Details>
      <summary>What each login asks Meta for, and why</summary>
      <Groups title="Facebook Login" groups={FACEBOOK_PERMISSIONS} />
      <Groups title="Instagram Login" groups={INSTAGRAM_PERMISSIONS} />
      <p>The app only reads with them: it never posts, replies to comments or sends messages.</p>
    </Details>
  );
}
