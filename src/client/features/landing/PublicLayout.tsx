import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { mobileQuery } from '../../base/theme';
import { Brand } from '../../components/Brand';
import { mainContentAttrs, SkipLink } from '../../components/SkipLink';
import { PageSpinner } from '../../components/Spinner';
import { useSessionStatus } from '../../base/workspace/WorkspaceContext';
import { isLoginPath } from '../session';
import { appPath } from '../../../shared/pagePaths';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xxl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(11, 13, 18, 0.82);
  backdrop-filter: blur(10px);
  ${mobileQuery} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;

const HomeLink = styled(Link)`
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const NavAction = styled(Link)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Main = styled.main.attrs(mainContentAttrs)`
  flex: 1;
  width: 100%;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xxl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  ${mobileQuery} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const FooterLinks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The frame of the public pages: landing, sign-in, legal texts and the sign-in callbacks. */
export default function PublicLayout() {
  // Renders before (or without) the store: the status comes from the workspace host.
  const status = useSessionStatus();
  const signedIn = status === 'signedIn';
  // On the sign-in pages the form itself is the call to action.
  const onLoginPage = isLoginPath(useLocation().pathname);
  return (
    <Frame>
      <SkipLink />
      <TopBar>
        <HomeLink to="/" aria-label="Instagram Analytics home">
          <Brand />
        </HomeLink>
        <Nav aria-label="Account">
          {signedIn ? <NavAction to={appPath('dashboard')}>Open the app</NavAction> : null}
          {status === 'signedOut' && !onLoginPage ? <NavAction to="/login">Sign in</NavAction> : null}
        </Nav>
      </TopBar>
      {/* The footer waits with the page: drawn before it, the page's arrival would push it down the
          screen (a layout shift Lighthouse counts against the landing page). */}
      <Suspense
        fallback={
          <Main>
            <PageSpinner label="Loading page" />
          </Main>
        }
      >
        <Main>
          <Outlet />
        </Main>
        <Footer>
          <span>Self-hosted analytics for Instagram business accounts. Your data stays on your server.</span>
          <FooterLinks>
            <Link to="/privacy-policy">Privacy Policy</Link>
            <Link to="/terms-of-use">Terms of Use</Link>
          </FooterLinks>
        </Footer>
      </Suspense>
    </Frame>
  );
}
