import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSessionStatus } from '../../app/workspace/WorkspaceHost';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/Page';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.6;
  }
  code {
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

/**
 * What an address no route knows shows, in the app shell and on the public frame alike (issue #19:
 * SPEC §2 sent unknown routes to /, which hid a mistyped link behind the home page). The way back
 * leads to the dashboard for a signed-in user, to the home page for anyone else.
 */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  const signedIn = useSessionStatus() === 'signedIn';
  return (
    <Article aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>. The link may be mistyped, or the page may have moved.
      </p>
      <Button as={Link} to={signedIn ? '/app/dashboard' : '/'}>
        {signedIn ? 'Back to the dashboard' : 'Back to the home page'}
      </Button>
    </Article>
  );
}
