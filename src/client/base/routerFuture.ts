/**
 * react-router-dom 6 behaving as version 7 does in declarative mode, for the app's BrowserRouter and
 * the tests' MemoryRouters alike: navigations are React transitions, and relative links inside a splat
 * route resolve from the route's own path. v6 rather than v7: its Link carries none of v7's prefetch
 * and route-discovery code (framework mode), about 5 KB gzip of every page's first load (docs/performance.md, "The dashboard bundle").
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
