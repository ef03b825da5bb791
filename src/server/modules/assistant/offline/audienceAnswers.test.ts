/**
 * The offline assistant's audience answers: the stored snapshot read through the same lookup a model
 * would make, on a real database, and "not offered" said in words where Meta offers none.
 */
import { igAudienceSnapshots, users } from '../../../db/schema';
import { EXPECTED, seedAccount } from '../../analytics/testing/seedAccount';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import { createAccountLookups } from '../tools/accountLookups';
import { localDate } from '../tools/calendar';
import { composeOfflineAnswer } from './offlineProvider';
import { readDataQuestion } from './questions';

jest.setTimeout(30_000);

describe('offline answers about the audience', () => {
  let database: TestDatabase;
  let userId: string;
  const loggedErrors: unknown[] = [];

  /** An account of a new owner (seedAccount keys the account by its owner). */
  const newAccount = async () => {
    const [owner] = await database.db
      .insert(users)
      .values({ email: `audience-${Math.random()}@example.test`, name: 'Owner' })
      .returning();
    userId = owner.id;
    return seedAccount(database.db, userId);
  };

  const askFor = async (accountId: string, question: string) => {
    const today = localDate(new Date(), EXPECTED.timezone);
    const lookups = createAccountLookups(
      { db: database.db, userId, accountId, username: EXPECTED.username, timezone: EXPECTED.timezone, today },
      { error: (entry: unknown) => loggedErrors.push(entry) },
    );
    return composeOfflineAnswer({ actionType: null, messages: [{ role: 'user', content: question }], insights: null, lookups });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());
  afterEach(() => expect(loggedErrors).toEqual([]));

  it.each([
    'Who is my audience?',
    'Where are my followers from?',
    'where do my followers live',
    'Show me my audience demographics',
    'How old are my followers?',
    'Which countries are my followers in?',
    "What's the gender split of my followers? My followers' gender?",
  ])('reads "%s" as an audience question', (question) => {
    expect(readDataQuestion(question, '2026-11-20')).toEqual({ kind: 'audience' });
  });

  it('leaves "when are my followers online" to the best time answer', () => {
    expect(readDataQuestion('When are my followers online?', '2026-11-20')?.kind).toBe('bestTime');
  });

  it('"Where are my followers from?": the stored snapshot, its day, the top countries and cities with shares, and how the engaged audience differs', async () => {
    const accountId = await newAccount();
    const row = { accountId, takenOn: '2026-11-20', timeframe: 'this_month', notOffered: null };
    await database.db.insert(igAudienceSnapshots).values([
      {
        ...row,
        audience: 'followers',
        ageGender: [
          { age: '25-34', gender: 'F', value: 60 },
          { age: '35-44', gender: 'M', value: 40 },
        ],
        countries: [
          { key: 'DE', value: 75 },
          { key: 'AT', value: 25 },
        ],
        cities: [{ key: 'Berlin, Berlin', value: 50 }],
      },
      {
        ...row,
        audience: 'engaged',
        ageGender: [
          { age: '25-34', gender: 'F', value: 9 },
          { age: '35-44', gender: 'M', value: 1 },
        ],
        countries: null,
        cities: null,
      },
    ]);

    const markdown = await askFor(accountId, 'Where are my followers from?');
    expect(markdown.startsWith('_Looked up: your audience snapshot of 2026-11-20_')).toBe(true);
    expect(markdown).toContain(`## @${EXPECTED.username}'s audience, snapshot of 2026-11-20`);
    expect(markdown).toContain('- **Top countries:** Germany 75.0%, Austria 25.0%');
    expect(markdown).toContain('- **Top cities:** Berlin, Berlin 100.0%');
    expect(markdown).toContain('- **Largest age group:** 25-34 (60.0%)');
    // Engaged 25-34: 90 % against the followers' 60 %; the engaged countries were refused, so unknown, not 0.
    expect(markdown).toMatch(/\| 25-34 \| 60\.0% \| \+30\.0 pp \| — \|/);
    expect(markdown).toContain('- **Top countries:** unknown (Meta refused it in the last sync)');
    expect(markdown).toContain('### Reached audience');
    expect(markdown).toContain('Unknown: Not read on this day');
  });

  it('"Who is my audience?" under 100 followers: says Meta does not offer it, with no zero anywhere', async () => {
    const accountId = await newAccount();
    const why = 'Meta shows audience data only for accounts with 100+ followers.';
    await database.db
      .insert(igAudienceSnapshots)
      .values(
        ['followers', 'engaged', 'reached'].map((audience) => ({ accountId, takenOn: '2026-11-20', audience: audience as 'followers', notOffered: why })),
      );
    const markdown = await askFor(accountId, 'Who is my audience?');
    expect(markdown).toContain(`Meta does not offer it for this account: ${why}`);
    expect(markdown).not.toMatch(/\b0(\.0)?%/);
  });

  it('"Who is my audience?" before any snapshot: says the next sync reads it', async () => {
    const accountId = await newAccount();
    expect(await askFor(accountId, 'Who is my audience?')).toContain('No audience snapshot is stored yet');
  });
});
