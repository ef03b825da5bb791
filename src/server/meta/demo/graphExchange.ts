/**
 * A Graph API request as the demo world reads it, and the answer it gives: apart from graphRouter.ts, which
 * routes one to the other, so the answer modules it calls can name them without importing the router back.
 */
export type GraphRequest = { method: 'GET' | 'POST'; baseUrl: string; path: string; query: URLSearchParams; form?: URLSearchParams };
export type GraphResponse = { status: number; headers: Record<string, string>; body: unknown };
