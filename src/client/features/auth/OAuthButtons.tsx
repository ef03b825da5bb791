import styled from 'styled-components';
import { apiUrl } from '../../api/apiBaseUrl';
import { OAUTH_PROVIDER_NAMES } from './oauthProviders';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.sm};
`;

const ProviderLink = styled.a`
  display: grid;
  place-items: center;
  min-height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.surfaceHover}; }
`;

/** Full-page redirects (SPEC §7); the provider returns to /auth/{provider}/callback. */
export function OAuthButtons() {
  return (
    <Row>
      {Object.entries(OAUTH_PROVIDER_NAMES).map(([id, name]) => (
        <ProviderLink key={id} href={apiUrl(`/auth/${id}`)} aria-label={`Continue with ${name}`}>
          {name}
        </ProviderLink>
      ))}
    </Row>
  );
}
