import { z } from 'zod';
import type { WebhookChange } from '../../jobs/webhooks/handleChanges';

/**
 * The body Meta posts for the Instagram object
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started/webhooks-for-instagram/ ):
 * `{object: "instagram", entry: [{id, time, changes: [{field, value}]}]}`, entry.id the Instagram
 * account, entry.time when the change happened. Anything else is a malformed delivery.
 */
export const deliverySchema = z.object({
  object: z.literal('instagram'),
  entry: z
    .array(
      z.object({
        id: z.string().regex(/^\d{1,32}$/),
        time: z.number().int().positive(),
        changes: z.array(z.object({ field: z.string().min(1).max(100), value: z.record(z.string(), z.unknown()) })).max(100),
      }),
    )
    .min(1)
    .max(100),
});

export type Delivery = z.infer<typeof deliverySchema>;

const HANDLED = new Set(['story_insights', 'comments', 'mentions']);
/** A clock a little ahead of ours is tolerated; further ahead is as suspect as too old. */
const FUTURE_SKEW_MS = 5 * 60_000;

/** Meta's entry times are unix seconds; some Instagram products send milliseconds. */
const entryTimeMs = (time: number) => (time > 1e12 ? time : time * 1000);

/**
 * Stale: an entry whose time is older than the window (WEBHOOK_MAX_AGE_MINUTES, at least Meta's 36
 * hours of retries), or more than five minutes ahead of this server's clock. A replay of an old signed
 * body is refused by this; one within the window is found by the replay cache (its bodies are kept for
 * the window), answered 200 and not worked on again.
 */
export function staleEntryIndex(delivery: Delivery, now: Date, maxAgeMinutes: number): number {
  return delivery.entry.findIndex((entry) => {
    const at = entryTimeMs(entry.time);
    return at < now.getTime() - maxAgeMinutes * 60_000 || at > now.getTime() + FUTURE_SKEW_MS;
  });
}

/** The changes this product works on; other subscribed fields are accepted and left alone. */
export function handledChanges(delivery: Delivery): WebhookChange[] {
  return delivery.entry.flatMap((entry) =>
    entry.changes
      .filter((change) => HANDLED.has(change.field))
      .map((change) => ({ igUserId: entry.id, field: change.field as WebhookChange['field'], value: change.value, time: entryTimeMs(entry.time) })),
  );
}
