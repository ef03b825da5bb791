import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from '../test/helpers';
import { lazyRequestLogger } from './lazyRequestLogger';
import { loggerOptions } from './logSafety';

/** Log lines as parsed JSON, with the time (different between two loggers) left out. */
function captured() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const { time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
        lines.push(rest);
      }
      done();
    },
  });
  return { stream, lines };
}

describe('the request logger made on first use', () => {
  it('logs exactly what the pino child it stands for logs, redaction included', () => {
    const direct = captured();
    const lazy = captured();
    const parentOf = (stream: Writable) => pino(loggerOptions('debug', stream) as pino.LoggerOptions, stream) as unknown as FastifyBaseLogger;
    const child = parentOf(direct.stream).child({ reqId: 'req-7' });
    const stand = lazyRequestLogger(parentOf(lazy.stream), { reqId: 'req-7' }, {});
    for (const logger of [child, stand]) {
      logger.info({ statusCode: 400, body: { password: 'hunter2' } }, 'refused');
      logger.error({ err: new Error('boom') }, 'request failed');
      logger.debug('detail');
      logger.child({ step: 'inner' }).warn('nested');
    }
    expect(lazy.lines).toEqual(direct.lines);
    expect(lazy.lines[0]).toMatchObject({ reqId: 'req-7', msg: 'refused', body: '[redacted]' });
    expect(lazy.lines[3]).toMatchObject({ reqId: 'req-7', step: 'inner', msg: 'nested' });
  });

  it('reads and sets the level of its child, and a route-level option is passed on', () => {
    const { stream, lines } = captured();
    const parent = pino(loggerOptions('info', stream) as pino.LoggerOptions, stream) as unknown as FastifyBaseLogger;
    const quiet = lazyRequestLogger(parent, { reqId: 'req-1' }, { level: 'error' });
    expect(quiet.level).toBe('error');
    quiet.warn('not written');
    quiet.level = 'warn';
    quiet.warn('written');
    expect(lines.map((line) => line.msg)).toEqual(['written']);
  });

  it("carries the request's id on what the app logs for a refused request", async () => {
    const database = await createTestDatabase();
    const { stream, lines } = captured();
    const app = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream: stream });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/users/profile' });
      expect(response.statusCode).toBe(401);
      expect(lines.find((line) => line.statusCode === 401)).toMatchObject({ reqId: expect.stringMatching(/^req-/), code: 'UNAUTHORIZED' });
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
