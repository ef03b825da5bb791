import styled, { css } from 'styled-components';
import { apiUrl } from '../../api/apiBaseUrl';
import { tooltipBubble } from '../../components/tooltipBubble';
import { OAUTH_PROVIDER_NAMES } from './oauthProviders';
import { useProviderStatus } from './useProviderStatus';

const Row = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.sm};
`;

const providerLook = css`
  display: grid;
  place-items: center;
  width: 100%;
  min-height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
`;

const ProviderLink = styled.a`
  ${providerLook}
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Unavailable = styled.span`
  display: flex;
  button {
    ${providerLook}
    cursor: not-allowed;
    opacity: 0.75;
    border-style: dashed;
  }
  ${tooltipBubble}
  [role='tooltip'] {
    /* Centred over the whole row, so it never runs past a phone's edge. */
    bottom: calc(100% + 6px);
    left: 0;
    right: 0;
    z-index: 2;
    max-width: 100%;
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    text-align: center;
  }
`;

/**
 * Full-page redirects to GET /api/auth/{provider} (docs/configuration.md); the provider returns to
 * /auth/{provider}/callback. A provider this server has no credentials for is shown disabled, with
 * a tooltip (on hover and on keyboard focus) saying so, instead of failing after a redirect.
 */
export function OAuthButtons() {
  const configured = useProviderStatus();
  return (
    <Row>
      {Object.entries(OAUTH_PROVIDER_NAMES).map(([id, name]) =>
        configured[id as keyof typeof configured] === false ? (
          <Unavailable key={id}>
            <button type="button" aria-disabled="true" aria-describedby={`${id}-unavailable`} onClick={(event) => event.preventDefault()}>
              {name}
            </button>
            <span role="tooltip" id={`${id}-unavailable`}>
              {name} sign-in is not set up on this server
            </span>
          </Unavailable>
        ) : (
          <ProviderLink key={id} href={apiUrl(`/auth/${id}`)} aria-label={`Continue with ${name}`}>
            {name}
          </ProviderLink>
        ),
      )}
    </Row>
  );
}
