import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS } from '../../../shared/chat';
import { CHAT_SUGGESTIONS } from '../../../shared/chatSuggestions';
import { expectApiSecurityHeaders } from '../../plugins/external/testing/securityHeaders';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { EXPECTED, seedAccount } from '../analytics/testing/seedAccount';
import { MAX_OPEN_STREAMS_PER_USER } from './streamSlots';
import { postStream, replyText } from './testing/sseClient';
import type { ApiError } from '../../../shared/errors';

jest.setTimeout(30_000);

const ask = (content: string, extra: object = {}) => ({ messageHistory: [{ role: 'user', content }], ...extra });

describe('chat routes with the offline provider', () => {
  let testApp: TestApp;
  let origin: string;
  let token: string;
  let accountId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { user, accessToken } = await registerUser(testApp.app);
    token = accessToken;
    accountId = await seedAccount(testApp.app.db, user.id);
  }, 60_000);
  afterAll(() => testApp.close());

  describe('GET /api/chat/initialize', () => {
    it('describes the provider, the suggestion cards and the limits', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/chat/initialize', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        provider: { id: 'offline', label: 'Offline assistant', model: null, offline: true },
        suggestions: CHAT_SUGGESTIONS,
        limits: CHAT_LIMITS,
      });
    });

    it('needs a signed-in user', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/chat/initialize' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Unauthorized' });
    });
  });

  describe('POST /api/chat/stream', () => {
    it('streams a data-grounded markdown answer as SSE chunks ending with [DONE]', async () => {
      const result = await postStream(origin, token, ask('Give me content ideas', { accountId, topic: 'AI Assistant', actionType: 'content_ideas' }));
      expect(result.status).toBe(200);
      expect(result.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(result.headers.get('cache-control')).toMatch(/no-cache/);
      expect(result.headers.get('x-accel-buffering')).toBe('no');
      // The API's security headers survive the hijack; the stream's own cache-control replaces no-store.
      expectApiSecurityHeaders(result.headers, 'no-cache, no-transform');
      expect(result.events.at(-1)).toBe('[DONE]');
      expect(result.events.slice(0, -1).every((e) => typeof e === 'object' && 'chunk' in e)).toBe(true);
      expect(result.events.length).toBeGreaterThan(20);
      const markdown = replyText(result.events);
      expect(markdown).toContain(`@${EXPECTED.username}`);
      expect(markdown).toContain(EXPECTED.topPostCaption);
      expect(markdown).toContain(EXPECTED.topPostEr);
      expect(markdown).toMatch(/\| # \| Idea \| Format \| Post on \|/);
    });

    it('answers a typed question from the account’s figures, with the looked-up lines, not with a playbook', async () => {
      const result = await postStream(origin, token, ask('What should I post tomorrow?', { accountId }));
      expect(result.status).toBe(200);
      const markdown = replyText(result.events);
      expect(markdown).toMatch(/^_Looked up: your overview for .+_\n\n_Looked up: your content findings for .+_\n\n## What to post tomorrow, /);
      expect(markdown).toContain('**What:** a **Reel**');
      expect(markdown).not.toContain('5 content ideas');
    });

    it('still answers a suggestion card (actionType) with its playbook, whatever the text says', async () => {
      const result = await postStream(origin, token, ask('What should I post tomorrow?', { accountId, actionType: 'content_ideas' }));
      expect(replyText(result.events)).toContain('## 5 content ideas for the next two weeks');
    });

    it('answers without an account with the playbook and a note to connect one', async () => {
      const result = await postStream(origin, token, ask('How do I get more engagement?', { accountId: null }));
      expect(result.status).toBe(200);
      const markdown = replyText(result.events);
      expect(markdown).toContain('No Instagram account selected');
      expect(markdown).toContain('## How to raise your engagement rate');
      expect(result.events.at(-1)).toBe('[DONE]');
    });

    it('answers 401 without a token before looking at the body', async () => {
      const result = await postStream(origin, null, { nonsense: true });
      expect(result.status).toBe(401);
      expect(JSON.parse(result.text)).toMatchObject({ message: 'Unauthorized' });
    });

    it("answers 404 for another user's account and for unknown or malformed ids", async () => {
      const other = await registerUser(testApp.app);
      for (const [who, id] of [
        [other.accessToken, accountId],
        [token, randomUUID()],
        [token, 'not-a-uuid'],
      ]) {
        const result = await postStream(origin, who, ask('hi', { accountId: id }));
        expect(result.status).toBe(404);
        expect(JSON.parse(result.text)).toMatchObject({ message: 'Account not found' });
      }
    });

    it.each([
      ['a bad role', { messageHistory: [{ role: 'robot', content: 'hi' }] }, 'messageHistory.0.role'],
      ['too long content', { messageHistory: [{ role: 'user', content: 'x'.repeat(CHAT_LIMITS.maxMessageChars + 1) }] }, 'messageHistory.0.content'],
      [
        'too many messages',
        { messageHistory: Array.from({ length: CHAT_LIMITS.maxHistoryMessages + 1 }, () => ({ role: 'user', content: 'hi' })) },
        'messageHistory',
      ],
      ['no messageHistory', { accountId: null }, 'messageHistory'],
      ['an empty messageHistory', { messageHistory: [] }, 'messageHistory'],
      ['an extra field', { messageHistory: [{ role: 'user', content: 'hi' }], temperature: 2 }, 'temperature'],
      ['an extra field in a message', { messageHistory: [{ role: 'user', content: 'hi', name: 'x' }] }, 'messageHistory.0.name'],
      ['an unknown actionType', { messageHistory: [{ role: 'user', content: 'hi' }], actionType: 'hack' }, 'actionType'],
      [
        'no user message',
        {
          messageHistory: [
            { role: 'assistant', content: 'hello' },
            { role: 'user', content: '   ' },
          ],
        },
        'messageHistory',
      ],
    ])('answers 400 naming the field for %s', async (_case, body, field) => {
      const result = await postStream(origin, token, body);
      expect(result.status).toBe(400);
      const error = JSON.parse(result.text) as ApiError;
      expect(error.message.startsWith(`${field}:`)).toBe(true);
      expect(error.code).toBe('VALIDATION_ERROR');
    });
  });

  it('accepts the largest history the limits allow, far above the general body limit', async () => {
    const messageHistory = Array.from({ length: CHAT_LIMITS.maxHistoryMessages }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `${i} ${'é'.repeat(CHAT_LIMITS.maxMessageChars - 4)}`,
    }));
    messageHistory[messageHistory.length - 1] = { role: 'user', content: 'Give me engagement tips' };
    const result = await postStream(origin, token, { messageHistory, accountId });
    expect(result.status).toBe(200);
    expect(replyText(result.events)).toContain('## How to raise your engagement rate');
  });

  it(`limits each user to ${CHAT_LIMITS.requestsPerMinute} streams a minute (429), counted per user`, async () => {
    const { accessToken } = await registerUser(testApp.app);
    // In groups no larger than the open-streams cap, so only the per-minute limit is in play.
    const allowed: Awaited<ReturnType<typeof postStream>>[] = [];
    while (allowed.length < CHAT_LIMITS.requestsPerMinute) {
      const group = Math.min(MAX_OPEN_STREAMS_PER_USER, CHAT_LIMITS.requestsPerMinute - allowed.length);
      allowed.push(...(await Promise.all(Array.from({ length: group }, () => postStream(origin, accessToken, ask('What can you do offline?'))))));
    }
    expect(allowed.map((r) => r.status)).toEqual(allowed.map(() => 200));
    const limited = await postStream(origin, accessToken, ask('one more'));
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.text)).toMatchObject({ code: 'RATE_LIMITED' });
    const someoneElse = await registerUser(testApp.app);
    expect((await postStream(origin, someoneElse.accessToken, ask('hi'))).status).toBe(200);
  });
});
