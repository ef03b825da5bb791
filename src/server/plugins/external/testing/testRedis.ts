/**
 * The Redis that tests needing one use. CI sets TEST_REDIS_URL (Redis runs on every machine of this
 * project); without it those suites are skipped, because there is nothing to count in or take away.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL;

export const describeWithRedis = testRedisUrl ? describe : describe.skip;
