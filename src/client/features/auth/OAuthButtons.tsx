import styled from 'styled-components';
import { apiUrl } from '../../api/apiBaseUrl';

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

const providers = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'instagram', label: 'Instagram' },
] as const;

/** Full-page redirects (SPEC §7); the provider returns to /auth/{provider}/callback. */
export function OAuthButtons() {
  return (
    <Row>
      {providers.map((provider) => (
        <ProviderLink key={provider.id} href={apiUrl(`/auth/${provider.id}`)} aria-label={`Continue with ${provider.label}`}>
          {provider.label}
        </ProviderLink>
      ))}
    </Row>
  );
}
