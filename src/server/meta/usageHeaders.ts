const MINUTE_MS = 60_000;

type BucUsage = Record<string, Array<{ estimated_time_to_regain_access?: unknown; call_count?: unknown; total_time?: unknown; total_cputime?: unknown }>>;

function parse(header: string | null): unknown {
  if (!header) return null;
  try {
    return JSON.parse(header);
  } catch {
    return null;
  }
}

const percentages = (entry: Record<string, unknown>) =>
  ['call_count', 'total_time', 'total_cputime'].map((key) => entry[key]).filter((value): value is number => typeof value === 'number');

/**
 * Meta's own estimate of how long to wait, from X-Business-Use-Case-Usage
 * (estimated_time_to_regain_access, in minutes); null when it gives none.
 */
export function regainAccessMs(header: (name: string) => string | null): number | null {
  const usage = parse(header('x-business-use-case-usage')) as BucUsage | null;
  if (!usage || typeof usage !== 'object') return null;
  const minutes = Object.values(usage)
    .flat()
    .map((entry) => entry?.estimated_time_to_regain_access)
    .filter((value): value is number => typeof value === 'number' && value > 0);
  return minutes.length ? Math.max(...minutes) * MINUTE_MS : null;
}

/**
 * The highest usage percentage in X-App-Usage and X-Business-Use-Case-Usage. Near 100 Meta starts
 * throttling, so the client slows down before it gets there.
 */
export function highestUsagePercent(header: (name: string) => string | null): number | null {
  const app = parse(header('x-app-usage')) as Record<string, unknown> | null;
  const buc = parse(header('x-business-use-case-usage')) as BucUsage | null;
  const entries = [...(app && typeof app === 'object' ? [app] : []), ...(buc && typeof buc === 'object' ? Object.values(buc).flat() : [])];
  const values = entries.flatMap((entry) => (entry && typeof entry === 'object' ? percentages(entry as Record<string, unknown>) : []));
  return values.length ? Math.max(...values) : null;
}
