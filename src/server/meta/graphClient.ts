import { GraphApiError, graphErrorFrom } from './graphErrors';
import { PageTrail, type GraphPage, type TrailOptions } from './pageTrail';
import type { GraphTransport, TransportResponse } from './transport';
import { highestUsagePercent, regainAccessMs } from './usageHeaders';

export type RetryPolicy = {
  /** Attempts per call, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  /** A wait Meta asks for beyond this is not slept through: the call fails and the job retries later. */
  maxDelayMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 500, maxDelayMs: 60_000 };
/**
 * Pacing before Meta says no. Meta's "Rate Limits" page
 * (https://developers.facebook.com/docs/graph-api/overview/rate-limiting/) reports usage as percentages
 * in X-App-Usage and X-Business-Use-Case-Usage and throttles at 100: from 75 % on, each next call waits,
 * longer the nearer the limit (75 %: 2 backoff steps, 90 %: 8), so the quota recovers before Meta throttles.
 */
const USAGE_SLOWDOWN_PERCENT = 75;
const USAGE_HARD_PERCENT = 90;
const pauseStepsFor = (usage: number) => (usage >= USAGE_HARD_PERCENT ? 8 : usage >= USAGE_SLOWDOWN_PERCENT ? 2 : 0);

export type GraphClientOptions = {
  transport: GraphTransport;
  /** e.g. https://graph.facebook.com/v23.0, without a trailing slash. */
  baseUrl: string;
  /** null for the OAuth code exchange, which authenticates with the app's id and secret instead. */
  accessToken: string | null;
  retry?: RetryPolicy;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
};

export type { GraphPage } from './pageTrail';

export type Params = Record<string, string | number | undefined>;

/** Graph answers an error inside a 200 in batch and some legacy paths: an `error` object is never data. */
const hasErrorField = (body: unknown) => typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one way the server calls Meta's Graph API (real or demo): adds the token, retries throttling,
 * 5xx and cut connections with exponential backoff that honours Meta's usage headers, and pages a
 * listing to its end whichever way its edge pages: by `paging.next` links, or, where Meta sends only
 * `paging.cursors` (the IG User Tags edge), by asking again with `after=<cursor>` (see PageTrail).
 */
export class GraphClient {
  private readonly retry: RetryPolicy;
  private readonly sleep: (ms: number) => Promise<void>;
  private pauseSteps = 0;
  private highestUsage: number | null = null;
  private callCount = 0;

  constructor(private readonly options: GraphClientOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.sleep = options.sleep ?? defaultSleep;
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  /** The highest usage percentage Meta reported to this client, or null before any usage header came. */
  get highestUsagePercent(): number | null {
    return this.highestUsage;
  }

  /** Requests sent to Meta by this client, retries included: Meta's budget is counted in calls. */
  get calls(): number {
    return this.callCount;
  }

  /** GET {baseUrl}/{path}?params&access_token. */
  get<T>(path: string, params: Params = {}): Promise<T> {
    return this.call<T>('GET', this.urlFor(path, params));
  }

  /** GET an absolute URL Meta handed out (a `paging.next` link) or one built from a cursor, with our token. */
  getUrl<T>(url: string): Promise<T> {
    return this.call<T>('GET', this.withToken(url));
  }

  /** POST a form to an absolute URL (Instagram Login's code exchange lives on another host). */
  postForm<T>(url: string, form: URLSearchParams): Promise<T> {
    return this.call<T>('POST', url, form);
  }

  /**
   * Every page of a listing, by `paging.next` or by the `after` cursor (see PageTrail, which `trail`
   * tunes), until the last page or until `maxItems` items were yielded.
   */
  async *pages<T>(path: string, params: Params, maxItems = Number.POSITIVE_INFINITY, trail: TrailOptions = {}): AsyncGenerator<T[]> {
    const walk = new PageTrail(trail);
    let url: string | undefined = this.urlFor(path, params);
    let yielded = 0;
    while (url && yielded < maxItems) {
      const page: GraphPage<T> = await this.call<GraphPage<T>>('GET', url);
      const items = (page.data ?? []).slice(0, maxItems - yielded);
      yielded += items.length;
      if (items.length) yield items;
      const next = walk.next(url, page);
      url = next && this.withToken(next);
    }
  }

  /** The absolute URL of a request, token included: a start for `getUrl` when a caller pages by hand. */
  urlFor(path: string, params: Params): string {
    const url = new URL(`${this.options.baseUrl}/${path.replace(/^\//, '')}`);
    for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
    return this.withToken(url.toString());
  }

  /** Meta's `next` links carry the token already; make sure ours is the one used. */
  private withToken(rawUrl: string): string {
    const url = new URL(rawUrl);
    if (this.options.accessToken === null) return url.toString();
    url.searchParams.set('access_token', this.options.accessToken);
    return url.toString();
  }

  private async call<T>(method: 'GET' | 'POST', url: string, form?: URLSearchParams): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      if (this.pauseSteps > 0) await this.sleep(this.retry.baseDelayMs * this.pauseSteps);
      try {
        return await this.once<T>(method, url, form);
      } catch (error) {
        const wait = this.retryDelay(error, attempt);
        if (wait === null) throw error;
        await this.sleep(wait);
      }
    }
  }

  private async once<T>(method: 'GET' | 'POST', url: string, form?: URLSearchParams): Promise<T> {
    this.callCount += 1;
    const response: TransportResponse = await this.options.transport({ method, url, form, signal: this.options.signal });
    this.noteUsage(highestUsagePercent(response.header));
    const failed = response.status < 200 || response.status >= 300 || response.body === null || hasErrorField(response.body);
    if (!failed) return response.body as T;
    throw graphErrorFrom(response.status, response.body, regainAccessMs(response.header));
  }

  private noteUsage(usage: number | null): void {
    if (usage === null) return;
    this.pauseSteps = pauseStepsFor(usage);
    this.highestUsage = Math.max(this.highestUsage ?? 0, usage);
  }

  /** ms to wait before the next attempt, or null to give up. */
  private retryDelay(error: unknown, attempt: number): number | null {
    if (!(error instanceof GraphApiError) || !error.retriable || attempt >= this.retry.maxAttempts) return null;
    const backoff = this.retry.baseDelayMs * 2 ** (attempt - 1);
    const wait = Math.max(backoff, error.retryAfterMs ?? 0);
    return wait > this.retry.maxDelayMs ? null : wait;
  }
}
