import type { GraphResponse } from './graphExchange';

/** Meta's error shape (codes as docs/sync.md classifies them: 4/17/32/613 throttled, 190 expired, 100 bad parameter). */
export function graphError(status: number, code: number, message: string, subcode?: number, userFacing?: { title: string; message: string }): GraphResponse {
  const error = {
    message,
    type: 'OAuthException',
    code,
    ...(subcode ? { error_subcode: subcode } : {}),
    ...(userFacing ? { error_user_title: userFacing.title, error_user_msg: userFacing.message } : {}),
    fbtrace_id: 'AdemoTrace000',
  };
  return { status, headers: {}, body: { error } };
}

export const invalidToken = () => graphError(400, 190, 'Invalid OAuth access token.');
export const unsupported = (path: string, method: 'GET' | 'POST' = 'GET') =>
  graphError(
    400,
    100,
    `Unsupported ${method.toLowerCase()} request. Object with ID '${path.replace(/^\//, '')}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    33,
  );
export const badParameter = (message: string) => graphError(400, 100, `(#100) ${message}`);
export const nonexistingField = (field: string, nodeType: string) => badParameter(`Tried accessing nonexisting field (${field}) on node type (${nodeType})`);

export const ok = (body: unknown, headers: Record<string, string> = {}): GraphResponse => ({ status: 200, headers, body });

/** Modest, steady usage figures, as a quiet app sees them. */
export function usageHeaders(igUserId?: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-app-usage': JSON.stringify({ call_count: 4, total_time: 2, total_cputime: 1 }) };
  if (igUserId) {
    headers['x-business-use-case-usage'] = JSON.stringify({
      [igUserId]: [{ type: 'instagram', call_count: 3, total_cputime: 1, total_time: 2, estimated_time_to_regain_access: 0 }],
    });
  }
  return headers;
}
