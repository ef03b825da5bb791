/**
 * The users module for the rest of the server: a user read by id or e-mail, a new user, the ways a user
 * signs in (identities and a password) that sign-in and password reset change, and the profile as the
 * app's cache holds it. The tables stay behind these (no-foreign-repository).
 */
import type { User } from '../../../shared/auth';
import type { Db } from '../../db/client';
import * as identities from './identityRepository';
import * as stored from './repository';
import type { NewPassword } from './identityRepository';
import type { NewUser, Provider, UserRow } from './repository';

/** Every lookup by e-mail applies it; callers apply it too where an e-mail keys something else (a rate limit, an invitation). */
export { normalizeEmail } from './repository';
export type { NewPassword, NewUser };
export { getProfile, type ProfileCache } from './profiles';

/** The user with this e-mail (in any case, with spaces around), as stored: its password hash included. Null if none. */
export const findUserByEmail = (db: Db, email: string): Promise<UserRow | null> => stored.findUserByEmail(db, email);

/** The user with this id, as stored: its password hash included. Null if none. */
export const findUserById = (db: Db, id: string): Promise<UserRow | null> => stored.findUserById(db, id);

/** The user as the API shows them, with the ways they sign in; null if none. */
export const loadUser = (db: Db, id: string): Promise<User | null> => stored.loadUser(db, id);

/** A new user with its first way to sign in; null when the e-mail is taken. */
export const createUser = (db: Db, input: NewUser): Promise<User | null> => stored.createUser(db, input);

/** The user who signs in with this provider's account (its subject); null if nobody does. */
export const findIdentityOwner = (db: Db, provider: Provider, subject: string): Promise<string | null> => identities.findIdentityOwner(db, provider, subject);

/** The user already has an account of this provider linked (one of each kind per user). */
export const hasProvider = (db: Db, userId: string, provider: Provider): Promise<boolean> => identities.hasProvider(db, userId, provider);

/** Links a provider account to the user; answers who owns it afterwards (another user keeps one already theirs). */
export const linkIdentity = (db: Db, userId: string, provider: Provider, subject: string): Promise<string> =>
  identities.linkIdentity(db, userId, provider, subject);

/** Stores a checked new password unless the stored one changed meanwhile ('changed'); a first one becomes a way to sign in. */
export const storePassword = (db: Db, userId: string, password: NewPassword): Promise<'stored' | 'changed'> => identities.storePassword(db, userId, password);
