import type { RefusalKind, SyncRefusal, SyncSource } from '../../../shared/connectors';
import { GraphApiError } from '../../meta/graphErrors';

const MESSAGE_MAX = 300;

/** What a Graph error means for one source's figures: permission missing, not offered, or Meta failing. */
function refusalKindOf(error: GraphApiError): RefusalKind {
  if (error.kind === 'permission') return 'permission';
  if (error.kind === 'not_offered') return 'not_offered';
  if (error.kind === 'throttled') return 'throttled';
  return 'failed';
}

/**
 * The refusals of one sync, per source and kind, counted: the sync-health panel shows them, and every
 * value a refusal covers stays unknown (null, or the value stored before), never 0.
 */
export class RefusalLog {
  private readonly entries = new Map<string, SyncRefusal>();

  /** Records Meta's refusal of `count` items of a source (posts, windows). */
  record(source: SyncSource, error: GraphApiError, count = 1): void {
    this.add({
      source,
      kind: refusalKindOf(error),
      code: error.code,
      permission: error.permission,
      message: error.message.slice(0, MESSAGE_MAX),
      count,
    });
  }

  /** A source Meta documents as unavailable for this account (no call was made to learn it). */
  notOffered(source: SyncSource, message: string): void {
    this.add({ source, kind: 'not_offered', code: null, permission: null, message, count: 1 });
  }

  has(source: SyncSource, kind?: RefusalKind): boolean {
    return [...this.entries.values()].some((entry) => entry.source === source && (!kind || entry.kind === kind));
  }

  list(): SyncRefusal[] {
    return [...this.entries.values()];
  }

  private add(refusal: SyncRefusal): void {
    const key = `${refusal.source}:${refusal.kind}:${refusal.code ?? ''}:${refusal.permission ?? ''}`;
    const known = this.entries.get(key);
    this.entries.set(key, known ? { ...known, count: known.count + refusal.count } : refusal);
  }
}

/** Refusals a source can live with: the sync records them and goes on; anything else stops it. */
export function isRecordable(error: unknown): error is GraphApiError {
  return error instanceof GraphApiError && (error.kind === 'permission' || error.kind === 'not_offered' || error.kind === 'request');
}
