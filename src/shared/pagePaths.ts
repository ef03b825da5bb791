/**
 * The addresses the web app has a page for (client/app/AppRoutes.tsx), so that the server can answer
 * any other address with 404 while still sending the app, which then goes on to / with a toast naming it.
 * A route added to AppRoutes joins this list (AppRoutes.test.tsx renders every entry).
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/privacy-policy',
  '/terms-of-use',
  '/auth/instagram-connect',
  '/invitation',
  '/auth/:provider/callback',
] as const;

/** The pages inside /app (the shell), relative to it; '' is /app itself, which opens the dashboard. */
export const APP_PAGE_PATHS = [
  '',
  'dashboard',
  'settings',
  'workspace',
  'competitors',
  'competitors/:id',
  'stories',
  'user-comparison',
  'audience',
  'reports',
  'reports/:id',
  'content-analysis',
  'reels',
  'discovery',
  'metrics',
  'privacy-policy',
  'terms-of-use',
] as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, path: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  return want.length === have.length && want.every((segment, index) => segment.startsWith(':') || segment === have[index]);
}

const ALL_PAGES = [...PUBLIC_PAGE_PATHS, ...APP_PAGE_PATHS.map((path) => `/app/${path}`)];

/** Whether a path (without its query) is one of the app's pages; trailing slashes are ignored, as the router does. */
export const isPagePath = (pathname: string): boolean => ALL_PAGES.some((pattern) => matches(pattern, pathname));

type StaticAppPage = Exclude<(typeof APP_PAGE_PATHS)[number], '' | `${string}/:id`>;

/** The address of a page inside the app, from the list above: `appPath('settings')` is '/app/settings'. */
export const appPath = <Page extends StaticAppPage>(page: Page) => `/app/${page}` as const;

/** One competitor's page. */
export const competitorPath = (id: string) => `${appPath('competitors')}/${encodeURIComponent(id)}`;

/** One saved report's page. */
export const reportPath = (id: string) => `${appPath('reports')}/${encodeURIComponent(id)}`;
