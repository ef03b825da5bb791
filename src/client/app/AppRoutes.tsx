import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import PublicLayout from '../features/landing/PublicLayout';
import { RedirectIfSignedIn, RequireAuth } from '../features/session/SessionGuards';
import * as Pages from './pages';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { WorkspaceHost } from './workspace/WorkspaceHost';

/**
 * SPEC §2, every route. Layout routes hold their own Suspense so the frame stays while a page loads.
 * The store (the workspace) loads with /app, a callback or a stored session; the public pages without.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <WorkspaceHost>
        <Suspense fallback={<PageSpinner label="Loading" />}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route element={<RedirectIfSignedIn />}>
                <Route path="/" element={<Pages.LandingPage />} />
                <Route path="/login" element={<Pages.AuthPage mode="login" />} />
                <Route path="/register" element={<Pages.AuthPage mode="register" />} />
              </Route>
              <Route path="/privacy-policy" element={<Pages.PrivacyPolicyPage />} />
              <Route path="/terms-of-use" element={<Pages.TermsOfUsePage />} />
              <Route path="/auth/instagram-connect" element={<Pages.InstagramConnectPage />} />
              <Route path="/auth/:provider/callback" element={<Pages.OAuthCallbackPage />} />
            </Route>
            <Route path="/app" element={<RequireAuth />}>
              <Route element={<Pages.AppShell />}>
                <Route index element={<Navigate to="/app/dashboard" replace />} />
                <Route path="dashboard" element={<Pages.DashboardPage />} />
                <Route path="settings" element={<Pages.SettingsPage />} />
                <Route path="competitors" element={<Pages.CompetitorsPage />} />
                <Route path="competitors/:id" element={<Pages.CompetitorDetailPage />} />
                <Route path="user-comparison" element={<Pages.UserComparisonPage />} />
                <Route path="content-analysis" element={<Pages.ContentAnalysisPage />} />
                <Route path="privacy-policy" element={<Pages.PrivacyPolicyPage />} />
                <Route path="terms-of-use" element={<Pages.TermsOfUsePage />} />
              </Route>
            </Route>
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </WorkspaceHost>
    </RouteErrorBoundary>
  );
}
