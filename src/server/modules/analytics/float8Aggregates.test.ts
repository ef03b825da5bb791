import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { accumulateFloat8, float8Avg, float8VarSamp, newFloat8Accumulator, percentileCont } from './float8Aggregates';
import { rowsOf } from '../../db/rawRows';

/**
 * The replayed aggregates give the database's own figures to the last bit (PGlite, or Postgres with
 * TEST_DATABASE_URL): avg, var_samp and percentile_cont(0.5) over the same values fed in the same order,
 * for public-ER-like ratios, ties, and values of every magnitude. A float sum that took its terms in
 * another order, or a variance computed by another formula, differs in the last bits within a few runs.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

type Figures = { avg: number | null; variance: number | null; median: number | null };

async function databaseFigures(values: number[]): Promise<Figures> {
  // String(number) is the shortest text that reads back as the same double, in JavaScript and in float8in.
  const [row] = await rowsOf(
    database.db,
    sql`select avg(v) as avg, var_samp(v) as variance, percentile_cont(0.5) within group (order by v) as median
      from (select v from unnest(${`{${values.join(',')}}`}::float8[]) with ordinality as t(v, i) order by i) fed`,
  );
  const number = (value: unknown) => (value === null ? null : Number(value));
  return { avg: number(row.avg), variance: number(row.variance), median: number(row.median) };
}

function replayed(values: number[]): Figures {
  const state = newFloat8Accumulator();
  for (const value of values) accumulateFloat8(state, value);
  return {
    avg: float8Avg(state),
    variance: float8VarSamp(state),
    median: percentileCont(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
  };
}

/** (likes + comments) ÷ followers, as the posts' public ER is. */
const rate = fc.tuple(fc.nat(5_000), fc.integer({ min: 1, max: 200_000 })).map(([interactions, followers]) => interactions / followers);
const anyMagnitude = fc.double({ min: -1e12, max: 1e12, noNaN: true });

describe('float8 aggregates replayed in JavaScript', () => {
  it('equal avg, var_samp and percentile_cont of the database over the same values in the same order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(rate, rate, anyMagnitude, fc.constantFrom(0, 0.25, 1 / 3)), { maxLength: 80 }), async (values) => {
        expect(replayed(values)).toEqual(await databaseFigures(values));
      }),
      { numRuns: 150, seed: 8_2026 },
    );
  });

  it('answer null where the database does: no values, and a variance of one value', async () => {
    expect(replayed([])).toEqual({ avg: null, variance: null, median: null });
    expect(replayed([0.5])).toEqual(await databaseFigures([0.5]));
    expect(replayed([0.5]).variance).toBeNull();
  });
});
