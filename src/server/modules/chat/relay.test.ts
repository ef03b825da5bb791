/**
 * The SSE writer and the relay on a bare Fastify instance, so heartbeat and idle timings can be made
 * short; the upstream is the real OpenAI provider against a loopback fake model server.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { createOpenAiProvider } from '../../ai/openaiProvider';
import type { ChatProvider } from '../../ai/types';
import { openEventStream } from './eventStream';
import { relayReply } from './relay';
import { type FakeUpstream, openAiChunk, startFakeUpstream, startSse } from './testing/fakeUpstream';
import { parseSse } from './testing/sseClient';

jest.setTimeout(30_000);

const input = { system: 'You are a test.', messages: [{ role: 'user' as const, content: 'Hi' }], actionType: null, insights: null, lookups: null };

async function serve(provider: ChatProvider, timings: { heartbeatMs: number; idleTimeoutMs: number }): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.post('/stream', async (request, reply) => {
    const stream = openEventStream(reply, { heartbeatMs: timings.heartbeatMs });
    await relayReply(stream, provider, input, { idleTimeoutMs: timings.idleTimeoutMs, log: request.log });
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `${origin}/stream` };
}

/** Reads the response as it arrives and calls `onText` with everything received so far. */
async function readStream(url: string, onText: (all: string) => void = () => {}): Promise<string> {
  const response = await fetch(url, { method: 'POST' });
  const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  const decoder = new TextDecoder();
  let all = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return all;
    all += decoder.decode(value, { stream: true });
    onText(all);
  }
}

describe('relay and event stream', () => {
  let upstream: FakeUpstream;
  let server: { app: FastifyInstance; url: string } | null = null;

  beforeAll(async () => {
    upstream = await startFakeUpstream(() => {});
  });
  afterEach(async () => {
    await server?.app.close();
    server = null;
  });
  afterAll(() => upstream.close());

  const openai = () =>
    createOpenAiProvider({
      provider: 'openai',
      model: 'm',
      openaiBaseUrl: `${upstream.origin}/v1`,
      openaiApiKey: null,
      anthropicApiKey: null,
      anthropicBaseUrl: null,
    });

  it('sends heartbeat comments while the model is silent, then the reply', async () => {
    let release: () => void = () => {};
    upstream.handle = async (_request, res) => {
      startSse(res);
      await new Promise<void>((resolve) => (release = resolve));
      res.write(openAiChunk('finally'));
      res.end('data: [DONE]\n\n');
    };
    server = await serve(openai(), { heartbeatMs: 10, idleTimeoutMs: 60_000 });
    // Let the model answer only once the client has seen two heartbeats.
    const text = await readStream(server.url, (all) => (all.match(/: ping/g) ?? []).length >= 2 && release());
    const { events, comments } = parseSse(text);
    expect(comments.filter((c) => c === 'ping').length).toBeGreaterThanOrEqual(2);
    expect(events).toEqual([{ chunk: 'finally' }, '[DONE]']);
  });

  it('stops a stalled model after the idle timeout: error event, response ended, upstream aborted', async () => {
    upstream.handle = async (_request, res) => {
      startSse(res);
      res.write(openAiChunk('Thinking'));
      await new Promise(() => {}); // never another byte
    };
    server = await serve(openai(), { heartbeatMs: 60_000, idleTimeoutMs: 150 });
    const { events } = parseSse(await readStream(server.url));
    expect(events).toEqual([{ chunk: 'Thinking' }, { error: expect.stringContaining('sent nothing') }, '[DONE]']);
    await upstream.requests.at(-1)!.aborted;
  });

  it('ends the stream even when a provider ignores the abort signal', async () => {
    const stubborn: ChatProvider = {
      id: 'openai',
      label: 'Stubborn model',
      model: null,
      offline: false,
      contextBudgetTokens: 1_000,
      async *stream() {
        yield 'one';
        await new Promise(() => {}); // ignores the signal forever
      },
    };
    server = await serve(stubborn, { heartbeatMs: 60_000, idleTimeoutMs: 100 });
    const { events } = parseSse(await readStream(server.url));
    expect(events).toEqual([{ chunk: 'one' }, { error: 'Stubborn model sent nothing for 100 ms, so the reply was stopped. Try again.' }, '[DONE]']);
  });
});
