import type { GraphResponse } from './graphRouter';

/** Meta's error shape (DESIGN §6 codes: 4/17/32/613 throttled, 190 expired, 100 bad parameter). */
export function graphError(status: number, code: number, message: string, subcode?: number): GraphResponse {
  return {
    status,
    headers: {},
    body: { error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'AdemoTrace000' } },
  };
}

export const invalidToken = () => graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
export const unsupported = (path: string) =>
  graphError(400, 100, `Unsupported get request. Object with ID '${path.replace(/^\//, '')}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 33);
export const badParameter = (message: string) => graphError(400, 100, `(#100) ${message}`);

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

/** Keeps only the requested fields (Graph answers nothing it was not asked for), `id` always. */
export function pickFields(source: Record<string, unknown>, fields: string | null): Record<string, unknown> {
  const wanted = (fields ?? 'id').split(',').map((field) => field.trim()).filter(Boolean);
  const out: Record<string, unknown> = { id: source.id };
  for (const field of wanted) if (source[field] !== undefined) out[field] = source[field];
  return out;
}
