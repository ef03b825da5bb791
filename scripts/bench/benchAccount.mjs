// What the endpoint benches seed first: a bench user signed up through the app itself (so the user's
// personal workspace is made as for anyone), and a connected Instagram account of theirs.

export const DAY_MS = 86_400_000;

export const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** Signs a bench user up over app.inject and connects an account for them; `columns` override the account's defaults. */
export async function seedBenchAccount(sources, app, columns = {}) {
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench passphrase 2048' },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.statusCode} ${register.body}`);
  const { user, accessToken } = register.json();
  const [account] = await app.db
    .insert(sources.igAccounts)
    .values({ userId: user.id, igUserId: 'bench-ig', username: 'bench', followersCount: 60_000, timezone: 'Europe/Berlin', ...columns })
    .returning();
  return { user, account, accessToken };
}
