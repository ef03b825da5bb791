/**
 * At most MAX_OPEN_STREAMS_PER_USER replies stream at once per user: the next one is a JSON 429
 * before any SSE byte, and a slot comes back when a stream ends or its client leaves.
 */
import http from 'node:http';
import { registerUser } from '../../test/helpers';
import { openAiChunk, openAiPieces, startSse } from './testing/fakeUpstream';
import { type ProviderApp, startProviderApp } from './testing/providerApp';
import { postStream, replyText } from './testing/sseClient';
import { MAX_OPEN_STREAMS_PER_USER } from './streamSlots';

jest.setTimeout(30_000);

const ask = (content: string) => ({ messageHistory: [{ role: 'user', content }] });

interface HeldStream {
  /** The client side, to hang up like a closed tab. */
  request: http.ClientRequest;
  /** Everything received when the response ended. */
  ended: Promise<string>;
}

/** Opens a stream and resolves once its first piece arrived, i.e. once the server holds a slot for it. */
function openHeldStream(origin: string, token: string, content: string): Promise<HeldStream> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    });
    request.on('response', (response) => {
      let received = '';
      const ended = new Promise<string>((done) => response.on('close', () => done(received)));
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        received += text;
        if (received.includes('Thinking')) resolve({ request, ended });
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify(ask(content)));
  });
}

describe('concurrent streams per user', () => {
  let s: ProviderApp;
  /** Finishes the model's answer to the held request with this number. */
  const finishers = new Map<number, () => void>();

  beforeAll(async () => {
    // A model that thinks until told to finish, for questions that say "hold"; others answer at once.
    s = await startProviderApp('openai', openAiPieces(['unused']));
    s.upstream.handle = async (request, res) => {
      const question = request.body.messages.at(-1)!.content;
      if (typeof question !== 'string' || !question.startsWith('hold')) return openAiPieces(['Quick ', 'answer.'])(request, res);
      startSse(res);
      res.write(openAiChunk('Thinking'));
      await new Promise<void>((finish) => finishers.set(Number(question.split(' ')[1]), finish));
      res.write(openAiChunk(' done'));
      res.end('data: [DONE]\n\n');
    };
  }, 60_000);
  afterAll(async () => {
    for (const finish of finishers.values()) finish();
    await s.close();
  });

  it(`answers the ${MAX_OPEN_STREAMS_PER_USER + 1}th open stream with a JSON 429, and takes new ones once a slot is free`, async () => {
    const held = await Promise.all([1, 2, 3].map((n) => openHeldStream(s.origin, s.token, `hold ${n}`)));
    expect(held).toHaveLength(MAX_OPEN_STREAMS_PER_USER);

    const refused = await postStream(s.origin, s.token, ask('one more'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(refused.text)).toEqual({
      message: 'You already have 3 replies streaming, the most at one time. Wait for one to finish (or stop it), then ask again.',
      code: 'TOO_MANY_STREAMS',
      details: { open: 3, max: 3 },
    });
    expect(s.upstream.requests.filter((r) => r.body.messages.at(-1)!.content === 'one more')).toHaveLength(0);

    // Another user is not affected.
    const other = await registerUser(s.testApp.app);
    expect(replyText((await postStream(s.origin, other.accessToken, ask('hi'))).events)).toBe('Quick answer.');

    // A stream that ends gives its slot back.
    finishers.get(1)!();
    expect(await held[0].ended).toContain('data: [DONE]');
    const afterEnd = await postStream(s.origin, s.token, ask('after one ended'));
    expect(afterEnd.status).toBe(200);
    expect(replyText(afterEnd.events)).toBe('Quick answer.');

    // So does a client that leaves: its upstream call is aborted and the slot freed.
    const fourth = await openHeldStream(s.origin, s.token, 'hold 4');
    expect((await postStream(s.origin, s.token, ask('still full'))).status).toBe(429);
    held[1].request.destroy();
    await s.upstream.requests.find((r) => r.body.messages.at(-1)!.content === 'hold 2')!.aborted;
    const afterLeave = await postStream(s.origin, s.token, ask('after one left'));
    expect(afterLeave.status).toBe(200);

    finishers.get(3)!();
    finishers.get(4)!();
    await Promise.all([held[2].ended, fourth.ended]);
  });
});
