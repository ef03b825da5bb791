-- The posts of the last sync whose insights Meta answered incomplete without an error (no insights object,
-- or some metrics left out): counted by reason with a few of the posts named, for the sync health panel.
-- Null until a sync records it (rows written before this column, or no sync yet).
ALTER TABLE "ig_sync_status" ADD COLUMN "insights_gaps" jsonb;
