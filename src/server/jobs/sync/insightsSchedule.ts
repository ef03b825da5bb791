import type { SyncContext } from './context';
import type { StoredMedia } from './store';

const DAY_MS = 86_400_000;
/** Posts this young are still gathering views and reach: their insights are read at every sync. */
const RECENT_POST_DAYS = 30;
/** Older posts change slowly: their insights are read again once they are this old (about weekly). */
const OLDER_POST_REREAD_DAYS = 7;

/**
 * Which posts' insights a sync reads (docs/sync.md, "Fewer calls"):
 * - every post Meta lists that is not stored yet;
 * - posts published in the last 30 days, at every sync;
 * - older posts whose insights were read 7 or more days ago. They were all read together on the first sync,
 *   so they fall due together, once a week, and that week's sync nests insights in every page of the list.
 * Other syncs nest insights only in the pages that hold recent posts (the list is newest first).
 */
export class InsightsSchedule {
  private readonly recentSince: number;
  private readonly staleBefore: number;
  /**
   * Every page of this sync's media list carries insights: some stored older post is due, or Meta lists
   * more posts than are stored (a first sync, or one that stopped part-way).
   */
  readonly nestEveryPage: boolean;

  constructor(
    ctx: SyncContext,
    private readonly stored: Map<string, StoredMedia>,
    mediaCount: number,
  ) {
    this.recentSince = ctx.now.getTime() - RECENT_POST_DAYS * DAY_MS;
    this.staleBefore = ctx.now.getTime() - OLDER_POST_REREAD_DAYS * DAY_MS;
    const olderPostsDue = [...stored.values()].some((post) => post.insightsReadAt.getTime() <= this.staleBefore);
    this.nestEveryPage = stored.size < mediaCount || olderPostsDue;
  }

  /** Whether this sync reads the insights of a post Meta listed. */
  isDue(mediaId: string, timestamp: string): boolean {
    const known = this.stored.get(mediaId);
    return !known || this.dueByDates(Date.parse(timestamp), known.insightsReadAt.getTime());
  }

  private dueByDates(postedAt: number, insightsReadAt: number): boolean {
    return postedAt >= this.recentSince || insightsReadAt <= this.staleBefore;
  }

  /** Whether the page after one ending with a post of this timestamp should carry nested insights. */
  nestAfter(lastTimestamp: string | undefined): boolean {
    return this.nestEveryPage || lastTimestamp === undefined || Date.parse(lastTimestamp) >= this.recentSince;
  }
}
