import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../base/hooks';
import { mobileQuery } from '../../base/theme';
import { lazyOnDemand } from '../../base/lazyOnDemand';
import { mainContentAttrs, SkipLink } from '../../components/SkipLink';
import { PageSpinner } from '../../components/Spinner';
import { AppHeader } from './AppHeader';
import { ChatPanelMount } from '../chat';
import { ConnectOfferDialog } from '../accounts';
import { PeriodNoticeProvider } from '../period';
import { toastShown } from '../toasts';
import { useCan } from '../workspaces';
import { Sidebar } from './Sidebar';
import { useIsMobile } from './useMediaQuery';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Main = styled.main.attrs(mainContentAttrs)`
  flex: 1;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxl} ${theme.space.xxxl}`};
  ${mobileQuery} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

/** Phones only, and only once opened: its code (and the focus trap's) is fetched then. */
const MobileDrawer = lazyOnDemand(() => import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer').then((module) => module.MobileDrawer));

const COLLAPSED_KEY = 'sidebar-collapsed';

function useCollapsedSidebar() {
  const [collapsed, setCollapsed] = useState(() => window.localStorage.getItem(COLLAPSED_KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      window.localStorage.setItem(COLLAPSED_KEY, String(!current));
      return !current;
    });
  }, []);
  return { collapsed, toggle };
}

/** The app shell: sidebar (or drawer under 768px), header, page, and the chat panel on the right. */
export default function AppShell() {
  const isMobile = useIsMobile();
  const { collapsed, toggle } = useCollapsedSidebar();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const { pathname } = useLocation();
  const connectRefused = useCan('accounts.connect').reason;

  useEffect(closeDrawer, [pathname, isMobile, closeDrawer]);
  // What the pages' period cannot take from the address, said as a toast (features/period/periodNotices.ts).
  const dispatch = useAppDispatch();
  const periodNotice = useCallback((message: string) => void dispatch(toastShown({ type: 'warning', message })), [dispatch]);

  return (
    <Frame>
      <SkipLink />
      {isMobile ? drawerOpen && <MobileDrawer onClose={closeDrawer} /> : <Sidebar collapsed={collapsed} onToggleCollapsed={toggle} />}
      <Column>
        <AppHeader isMobile={isMobile} drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
        <Main>
          <PeriodNoticeProvider value={periodNotice}>
            <Suspense fallback={<PageSpinner label="Loading page" />}>
              <Outlet />
            </Suspense>
          </PeriodNoticeProvider>
        </Main>
      </Column>
      <ChatPanelMount />
      {/* The offered accounts would join the selected workspace: whether the role there may connect them. */}
      <ConnectOfferDialog connectRefused={connectRefused} />
    </Frame>
  );
}
