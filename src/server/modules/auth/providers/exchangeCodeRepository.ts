import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authExchangeCodes } from '../../../db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../tokens';

/** The code the SPA trades for a session lives 60 seconds and works once (docs/configuration.md "Signing in with Google, Facebook and Instagram"). */
const EXCHANGE_CODE_TTL_MS = 60_000;

export async function issueExchangeCode(db: Db, userId: string, now = Date.now()): Promise<string> {
  const code = newOpaqueToken();
  await db.delete(authExchangeCodes).where(lt(authExchangeCodes.expiresAt, new Date(now)));
  await db.insert(authExchangeCodes).values({ codeHash: hashOpaqueToken(code), userId, expiresAt: new Date(now + EXCHANGE_CODE_TTL_MS) });
  return code;
}

/** The user a live code was issued to, spending it; null when unknown, expired or already spent. */
export async function takeExchangeCode(db: Db, code: string, now = Date.now()): Promise<string | null> {
  const [row] = await db
    .delete(authExchangeCodes)
    .where(and(eq(authExchangeCodes.codeHash, hashOpaqueToken(code)), gt(authExchangeCodes.expiresAt, new Date(now))))
    .returning({ userId: authExchangeCodes.userId });
  return row?.userId ?? null;
}
