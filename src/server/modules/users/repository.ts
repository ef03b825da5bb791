import { asc, eq } from 'drizzle-orm';
import type { User } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { userIdentities, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type Provider = User['providers'][number];

export type NewUser = {
  email: string;
  name: string;
  passwordHash: string | null;
  image?: string | null;
  identity: { provider: Provider; subject: string };
};

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The public User with the providers it can sign in with, or null when it does not exist. */
export async function loadUser(db: Db, id: string): Promise<User | null> {
  const rows = await db
    .select({ user: users, provider: userIdentities.provider })
    .from(users)
    .leftJoin(userIdentities, eq(userIdentities.userId, users.id))
    .where(eq(users.id, id))
    .orderBy(asc(userIdentities.createdAt));
  if (rows.length === 0) return null;
  const providers = [...new Set(rows.flatMap((row) => (row.provider ? [row.provider] : [])))];
  return toUser(rows[0].user, providers);
}

function toUser(row: UserRow, providers: Provider[]): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    providers,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Creates the user and its first identity together; null when the e-mail is already taken. */
export async function createUser(db: Db, input: NewUser): Promise<User | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ email: normalizeEmail(input.email), name: input.name, passwordHash: input.passwordHash, image: input.image ?? null })
        .returning();
      await tx.insert(userIdentities).values({ userId: row.id, ...input.identity });
      return toUser(row, [input.identity.provider]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The password is not among them: it changes through identityRepository's storePassword. */
export type UserChanges = Partial<Pick<UserRow, 'name' | 'image'>>;

export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, id));
}

/** Deleting the user cascades to identities, sessions, tokens, accounts, media and competitors. */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
