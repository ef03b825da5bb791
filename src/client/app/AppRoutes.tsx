import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { AudiencePage } from '../features/audience';
import { AuthPage, ForgotPasswordPage, ResetPasswordPage } from '../features/auth';
import { InstagramConnectPage, OAuthCallbackPage } from '../features/authCallbacks';
import { CompetitorDetailPage, CompetitorsPage } from '../features/competitors';
import { ContentAnalysisPage } from '../features/contentAnalysis';
import { DashboardPage } from '../features/dashboard';
import { DiscoveryPage } from '../features/discovery';
import { MetricsGlossaryPage } from '../features/glossary';
import { LandingPage, PublicLayout } from '../features/landing';
import { PrivacyPolicyPage, TermsOfUsePage } from '../features/legal';
import { UnknownAddress } from '../features/notFound';
import { ReelsPage } from '../features/reels';
import { ReportPage, ReportsPage } from '../features/reports';
import { RedirectIfSignedIn, RequireAuth } from '../features/session';
import { SettingsPage } from '../features/settings';
import { StoriesPage } from '../features/stories';
import { AppShell } from '../features/shell';
import { UserComparisonPage } from '../features/userComparison';
import { InvitationPage, WorkspacePage } from '../features/workspaces';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { WorkspaceHost } from './workspace/WorkspaceHost';
import { appPath } from '../../shared/pagePaths';

/**
 * Every route of the app. Each page (and the shell) is a lazy component from its feature's public file,
 * its own chunk. Layout routes hold their own Suspense so the frame stays while a page loads.
 * The store (the workspace) loads with /app, a callback or a stored session; the public pages without.
 * A page added here joins shared/pagePaths.ts, the list the server answers 200 for (404 otherwise).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <WorkspaceHost>
        <Suspense fallback={<PageSpinner label="Loading" />}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route element={<RedirectIfSignedIn />}>
                <Route path="/" element={<LandingPage />} />
                <Route path="/login" element={<AuthPage mode="login" />} />
                <Route path="/register" element={<AuthPage mode="register" />} />
                <Route path="/forgot-password" element={<ForgotPasswordPage />} />
              </Route>
              <Route path="/reset-password" element={<ResetPasswordPage />} />
              <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
              <Route path="/terms-of-use" element={<TermsOfUsePage />} />
              <Route path="/auth/instagram-connect" element={<InstagramConnectPage />} />
              <Route path="/invitation" element={<InvitationPage />} />
              <Route path="/auth/:provider/callback" element={<OAuthCallbackPage />} />
              {/* An unknown address goes on to / and a toast names it (the server still answers it 404). */}
              <Route path="*" element={<UnknownAddress />} />
            </Route>
            <Route path="/app" element={<RequireAuth />}>
              <Route element={<AppShell />}>
                <Route index element={<Navigate to={appPath('dashboard')} replace />} />
                <Route path="dashboard" element={<DashboardPage />} />
                <Route path="settings" element={<SettingsPage />} />
                <Route path="workspace" element={<WorkspacePage />} />
                <Route path="competitors" element={<CompetitorsPage />} />
                <Route path="competitors/:id" element={<CompetitorDetailPage />} />
                <Route path="stories" element={<StoriesPage />} />
                <Route path="user-comparison" element={<UserComparisonPage />} />
                <Route path="audience" element={<AudiencePage />} />
                <Route path="reports" element={<ReportsPage />} />
                <Route path="reports/:id" element={<ReportPage />} />
                <Route path="content-analysis" element={<ContentAnalysisPage />} />
                <Route path="reels" element={<ReelsPage />} />
                <Route path="discovery" element={<DiscoveryPage />} />
                <Route path="metrics" element={<MetricsGlossaryPage />} />
                <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
                <Route path="terms-of-use" element={<TermsOfUsePage />} />
                <Route path="*" element={<UnknownAddress />} />
              </Route>
            </Route>
          </Routes>
        </Suspense>
      </WorkspaceHost>
    </RouteErrorBoundary>
  );
}
