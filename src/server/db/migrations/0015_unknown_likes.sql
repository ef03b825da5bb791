-- Meta: "If indirectly querying an IG Media through another endpoint or field expansion, the like_count field
-- will be omitted from API responses if the media owner has hidden like counts on it"
-- (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media, like_count;
-- worded so on https://developers.facebook.com/docs/instagram-api/reference/ig-hashtag/recent-media). The media
-- list and business_discovery are such reads, and the sync stored the missing count as 0.
-- Likes become nullable, like the private insights (0005): null is unknown, never 0. ig_post_facts copies
-- ig_media's likes as they are (refresh_post_facts, 0011), so it takes the null too; its column goes first, as
-- the update of ig_media below refreshes the facts of every row it changes.
ALTER TABLE "ig_post_facts" ALTER COLUMN "likes" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "likes" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "likes" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "competitor_media" ALTER COLUMN "likes" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "competitor_media" ALTER COLUMN "likes" DROP NOT NULL;
--> statement-breakpoint
-- A comment's like_count comes through the comments edge (or nested in the media list) and may be missing too.
ALTER TABLE "ig_comments" ALTER COLUMN "like_count" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "ig_comments" ALTER COLUMN "like_count" DROP NOT NULL;
--> statement-breakpoint
-- A post stored with 0 likes may be one whose count Meta left out: which ones cannot be told apart, so they
-- become unknown. The next sync (or competitor refresh) writes back every count Meta gives, a real 0 included;
-- a count the owner hides stays unknown. Every other row keeps its figures. Comments keep theirs: 0 is what
-- most comments really have, and they are read again only when their post's comment count changes.
UPDATE "ig_media" SET "likes" = NULL WHERE "likes" = 0;
--> statement-breakpoint
UPDATE "competitor_media" SET "likes" = NULL WHERE "likes" = 0;
