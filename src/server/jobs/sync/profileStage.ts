import { withoutControlCharacters } from '../../../shared/text';
import type { SyncContext } from './context';
import { storableText } from './storableText';
import { accountDay } from './context';
import { snapshotProfile, updateAccount } from './store';

type GraphProfile = {
  id: string;
  username?: string;
  name?: string;
  biography?: string;
  website?: string;
  profile_picture_url?: string;
  followers_count?: number;
  follows_count?: number;
  media_count?: number;
};

const PROFILE_FIELDS = 'id,username,name,biography,website,profile_picture_url,followers_count,follows_count,media_count';

/** The account profile, stored on the account and snapshotted for today. Answers the follower count. */
export async function syncProfile(ctx: SyncContext): Promise<{ followers: number; mediaCount: number }> {
  await ctx.progress('profile', 0, 1);
  const profile = await ctx.client.get<GraphProfile>(ctx.account.igUserId, { fields: PROFILE_FIELDS });
  const counts = {
    followers: profile.followers_count ?? 0,
    follows: profile.follows_count ?? 0,
    mediaCount: profile.media_count ?? 0,
  };
  await updateAccount(ctx.db, ctx.account.id, {
    // Names arrive from Meta unchecked: one control-character rule, as for names typed into the app.
    username: (profile.username && withoutControlCharacters(profile.username)) || ctx.account.username,
    name: profile.name ? withoutControlCharacters(profile.name) || null : null,
    biography: storableText(profile.biography),
    website: storableText(profile.website),
    profilePicUrl: profile.profile_picture_url ?? null,
    followersCount: counts.followers,
    followsCount: counts.follows,
    mediaCount: counts.mediaCount,
  });
  await snapshotProfile(ctx.db, ctx.account.id, accountDay(ctx.now, ctx.account.timezone), counts);
  await ctx.progress('profile', 1, 1);
  return counts;
}
