import { waitFor } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { makeStore, type AppStore } from '../../app/store';
import { signedInState } from '../../test/fixtures';
import { chatClosed, chatOpened } from './chatPanelSlice';
// What the chat panel's chunk does when it loads: the conversation slice and these listeners join the store.
import './conversationStore';
import { chatInitializeRequested, messageSent, newChatStarted, replyStopped, retryRequested, selectAllMessages } from './conversationSlice';
import {
  jsonAnswer,
  openEventStream,
  splitBytes,
  sseData,
  startLoopbackServer,
  writePieces,
  type LoopbackServer,
  type RouteHandler,
} from './testing/loopbackServer';
import type { ChatStreamBody } from '../../../shared/chat';
import { parsedJson } from '../../test/loopbackServer';

const STREAM = 'POST /api/chat/stream';
const REFRESH = 'POST /api/auth/refresh';
const INITIALIZE = 'GET /api/chat/initialize';

let server: LoopbackServer;
let store: AppStore;
let consoleError: jest.SpyInstance;

beforeEach(async () => {
  server = await startLoopbackServer();
  setApiBaseUrl(server.origin);
  store = makeStore(signedInState());
  store.dispatch(chatOpened());
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  consoleError.mockRestore();
  await server.close();
});

const conversation = () => {
  const state = store.getState().conversation;
  if (!state) throw new Error('The conversation slice was not injected');
  return state;
};
const assistantReply = () =>
  selectAllMessages(store.getState())
    .filter((m) => m.role === 'assistant')
    .at(-1)?.content;
const untilIdle = () => waitFor(() => expect(conversation().loading).toBe(false), { timeout: 5000 });

/** Serves the pieces of an SSE body as separate writes, then ends the response. */
function sse(pieces: (string | Buffer)[], { end = true } = {}): RouteHandler {
  return async (response) => {
    openEventStream(response);
    await writePieces(response, pieces);
    if (end) response.end();
  };
}

/** A stream that sends its first chunk and then waits until the test releases it. */
function heldStream(first: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let closedByClient = false;
  const handler: RouteHandler = async (response) => {
    response.on('close', () => {
      if (!response.writableEnded) closedByClient = true;
    });
    openEventStream(response);
    response.write(sseData({ chunk: first }));
    await released;
    if (response.destroyed) return;
    await writePieces(response, [sseData({ chunk: ' and the rest' }), sseData('[DONE]')]);
    response.end();
  };
  return { handler, release, closedByClient: () => closedByClient };
}

describe('the chat stream listener', () => {
  it('posts the history with the bearer token and assembles chunks split mid-line and mid-character', async () => {
    const body = Buffer.from(sseData({ chunk: 'Olá 👋 ' }) + sseData({ chunk: 'café — ' }) + sseData({ chunk: '日本' }) + sseData('[DONE]'), 'utf8');
    const emoji = body.indexOf(Buffer.from('👋'));
    const kanji = body.indexOf(Buffer.from('日'));
    // Cuts inside "data:", inside the 4-byte emoji, between the two blank-line bytes and inside a 3-byte character.
    const offsets = [3, emoji + 2, body.indexOf('\n\n') + 1, kanji + 1, kanji + 2, body.length - 4];
    server.on(STREAM, sse(splitBytes(body, offsets)));

    store.dispatch(messageSent({ text: '  Hello there  ', accountId: 'acc-1', topic: 'Marketing', actionType: 'call_to_action' }));
    expect(conversation().loading).toBe(true);
    await untilIdle();

    expect(assistantReply()).toBe('Olá 👋 café — 日本');
    expect(conversation().error).toBeNull();
    expect(server.count(STREAM)).toBe(1);
    const [request] = server.requests;
    expect(request.headers.authorization).toBe('Bearer access-1');
    expect(request.headers.accept).toBe('text/event-stream');
    expect(request.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(request.body)).toEqual({
      messageHistory: [{ role: 'user', content: 'Hello there' }],
      accountId: 'acc-1',
      topic: 'Marketing',
      actionType: 'call_to_action',
    });
  });

  it('sends the whole conversation, without the empty reply placeholder, on the next message', async () => {
    server.on(STREAM, sse([sseData({ chunk: 'First answer' }), sseData('[DONE]')]));
    store.dispatch(messageSent({ text: 'One' }));
    await untilIdle();
    store.dispatch(messageSent({ text: 'Two' }));
    await untilIdle();
    expect(parsedJson<ChatStreamBody>(server.requests[1].body).messageHistory).toEqual([
      { role: 'user', content: 'One' },
      { role: 'assistant', content: 'First answer' },
      { role: 'user', content: 'Two' },
    ]);
  });

  it('logs and skips unparseable lines and keeps streaming', async () => {
    server.on(STREAM, sse(['data: {"chunk": broken\n\n', sseData({ chunk: 'kept' }), 'data: 42\n\n', sseData('[DONE]')]));
    store.dispatch(messageSent({ text: 'Hi' }));
    await untilIdle();
    expect(assistantReply()).toBe('kept');
    expect(conversation().error).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('unparseable'), 'data: {"chunk": broken'.slice(6));
  });

  it('ignores heartbeat comments', async () => {
    server.on(STREAM, sse([': ping\n\n', sseData({ chunk: 'pong' }), ': ping\n\n', sseData('[DONE]')]));
    store.dispatch(messageSent({ text: 'Hi' }));
    await untilIdle();
    expect(assistantReply()).toBe('pong');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('turns an error event into a failure and keeps the partial reply', async () => {
    server.on(STREAM, sse([sseData({ chunk: 'Partial ' }), sseData({ error: 'The model is overloaded' }), sseData({ chunk: 'never' })]));
    store.dispatch(messageSent({ text: 'Hi' }));
    await untilIdle();
    expect(conversation().error).toBe('The model is overloaded');
    expect(conversation().errorSource).toBe('stream');
    expect(assistantReply()).toBe('Partial ');
  });

  it('fails on a connection that ends before [DONE], keeping the partial reply', async () => {
    server.on(STREAM, sse([sseData({ chunk: 'Cut ' }), 'data: {"chunk":"of']));
    store.dispatch(messageSent({ text: 'Hi' }));
    await untilIdle();
    expect(conversation().error).toBe('The connection closed before the reply was complete');
    expect(assistantReply()).toBe('Cut ');
  });

  it('shows the server message of an HTTP error and removes the empty reply', async () => {
    server.on(STREAM, jsonAnswer(500, { message: 'Internal Server Error' }));
    store.dispatch(messageSent({ text: 'Hi' }));
    await untilIdle();
    expect(conversation().error).toBe('Internal Server Error');
    expect(selectAllMessages(store.getState()).map((m) => m.role)).toEqual(['user']);
  });

  it('rejects an answer that is not an event stream', async () => {
    server.on(STREAM, (response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Proxy login</h1>');
    });
    store.dispatch(messageSent({ text: 'Hi' }));
    await untilIdle();
    expect(conversation().error).toBe('Expected an event stream, got text/html');
  });

  it('ignores whatever follows [DONE]', async () => {
    server.on(STREAM, sse([sseData({ chunk: 'Done.' }), sseData('[DONE]'), sseData({ chunk: ' EXTRA' }), sseData({ error: 'late' })]));
    store.dispatch(messageSent({ text: 'Hi' }));
    await untilIdle();
    expect(assistantReply()).toBe('Done.');
    expect(conversation().error).toBeNull();
  });

  it('never lets fetch-event-source re-send a failed POST', async () => {
    server.on(STREAM, jsonAnswer(500, { message: 'boom' }), sse([sseData({ chunk: 'half' })]), sse([sseData({ error: 'bad' })]));
    // The library retries by scheduling its request function again on window.setTimeout: none may be scheduled.
    const timers = jest.spyOn(window, 'setTimeout');
    try {
      for (const text of ['one', 'two', 'three']) {
        store.dispatch(messageSent({ text }));
        await untilIdle();
      }
      const retries = timers.mock.calls.filter(([callback]) => typeof callback === 'function' && callback.name === 'create');
      expect(retries).toEqual([]);
    } finally {
      timers.mockRestore();
    }
    expect(server.count(STREAM)).toBe(3);
  });

  it('sends no second POST when the tab is hidden and shown again mid-stream', async () => {
    const stream = heldStream('Visible');
    server.on(STREAM, stream.handler);
    store.dispatch(messageSent({ text: 'Hi' }));
    await waitFor(() => expect(assistantReply()).toBe('Visible'));

    const hidden = jest.spyOn(document, 'hidden', 'get');
    hidden.mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    hidden.mockRestore();
    stream.release();

    await untilIdle();
    expect(assistantReply()).toBe('Visible and the rest');
    expect(server.count(STREAM)).toBe(1);
  });
});

describe('a 401 when the stream opens', () => {
  it('refreshes once and opens one fresh stream with the new token', async () => {
    server.on(STREAM, jsonAnswer(401, { message: 'Unauthorized' }), sse([sseData({ chunk: 'Welcome back' }), sseData('[DONE]')]));
    server.on(REFRESH, jsonAnswer(200, { accessToken: 'access-2', refreshToken: 'refresh-2' }));
    store.dispatch(messageSent({ text: 'Hi' }));
    await untilIdle();

    expect(assistantReply()).toBe('Welcome back');
    expect(server.count(REFRESH)).toBe(1);
    expect(JSON.parse(server.requests.find((r) => r.path === '/api/auth/refresh')!.body)).toEqual({ refreshToken: 'refresh-1' });
    const streams = server.requests.filter((r) => r.path === '/api/chat/stream');
    expect(streams.map((r) => r.headers.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(store.getState().session.accessToken).toBe('access-2');
  });

  it('retries only once: a second 401 is a failure, not a loop', async () => {
    server.on(STREAM, jsonAnswer(401, { message: 'Unauthorized' }));
    server.on(REFRESH, jsonAnswer(200, { accessToken: 'access-2', refreshToken: 'refresh-2' }));
    store.dispatch(messageSent({ text: 'Hi' }));
    await untilIdle();
    expect(conversation().error).toBe('Your session has expired');
    expect(server.count(STREAM)).toBe(2);
    expect(server.count(REFRESH)).toBe(1);
  });

  it('gives up when the refresh is refused, and the session ends', async () => {
    server.on(STREAM, jsonAnswer(401, { message: 'Unauthorized' }));
    server.on(REFRESH, jsonAnswer(401, { message: 'Invalid refresh token' }));
    store.dispatch(messageSent({ text: 'Hi' }));
    await waitFor(() => expect(store.getState().session.status).toBe('signedOut'));
    expect(server.count(STREAM)).toBe(1);
    // Signing out wipes the conversation: chats are personal and temporary.
    expect(selectAllMessages(store.getState())).toEqual([]);
    expect(conversation().loading).toBe(false);
  });
});

describe('aborting and resending', () => {
  it('starting a new chat aborts the stream and clears the conversation', async () => {
    const stream = heldStream('Going');
    server.on(STREAM, stream.handler);
    store.dispatch(messageSent({ text: 'Hi' }));
    await waitFor(() => expect(assistantReply()).toBe('Going'));

    store.dispatch(newChatStarted());
    await waitFor(() => expect(stream.closedByClient()).toBe(true));
    stream.release();
    expect(selectAllMessages(store.getState())).toEqual([]);
    expect(conversation()).toMatchObject({ loading: false, error: null, streamingMessageId: null, initialized: false });
  });

  it('closing the panel aborts the stream and keeps the partial reply without an error', async () => {
    const stream = heldStream('Half');
    server.on(STREAM, stream.handler);
    store.dispatch(messageSent({ text: 'Hi' }));
    await waitFor(() => expect(assistantReply()).toBe('Half'));

    store.dispatch(chatClosed());
    await waitFor(() => expect(stream.closedByClient()).toBe(true));
    await untilIdle();
    expect(assistantReply()).toBe('Half');
    expect(conversation().error).toBeNull();
  });

  it('Stop ends the reply and the request', async () => {
    const stream = heldStream('Stop me');
    server.on(STREAM, stream.handler);
    store.dispatch(messageSent({ text: 'Hi' }));
    await waitFor(() => expect(assistantReply()).toBe('Stop me'));
    store.dispatch(replyStopped());
    expect(conversation().loading).toBe(false);
    await waitFor(() => expect(stream.closedByClient()).toBe(true));
    expect(assistantReply()).toBe('Stop me');
  });

  it('ignores a message while a reply is pending and a blank one', async () => {
    const stream = heldStream('Busy');
    server.on(STREAM, stream.handler);
    store.dispatch(messageSent({ text: 'First' }));
    store.dispatch(messageSent({ text: 'Second' }));
    stream.release();
    await untilIdle();
    store.dispatch(messageSent({ text: '   \n ' }));
    expect(conversation().loading).toBe(false);
    expect(selectAllMessages(store.getState()).map((m) => m.content)).toEqual(['First', 'Busy and the rest']);
    expect(server.count(STREAM)).toBe(1);
  });

  it('Retry resends the last user message in place of the failed reply', async () => {
    server.on(STREAM, sse([sseData({ chunk: 'Broken' }), sseData({ error: 'Upstream failed' })]), sse([sseData({ chunk: 'Fixed' }), sseData('[DONE]')]));
    store.dispatch(messageSent({ text: 'Question', topic: 'AI Assistant', actionType: 'content_ideas' }));
    await untilIdle();
    expect(conversation().error).toBe('Upstream failed');

    store.dispatch(retryRequested());
    await untilIdle();
    expect(selectAllMessages(store.getState()).map((m) => m.content)).toEqual(['Question', 'Fixed']);
    expect(conversation().error).toBeNull();
    expect(JSON.parse(server.requests[1].body)).toEqual({
      messageHistory: [{ role: 'user', content: 'Question' }],
      accountId: null,
      topic: 'AI Assistant',
      actionType: 'content_ideas',
    });
  });
});

describe('chat initialization', () => {
  const initializeAnswer = {
    provider: { id: 'offline', label: 'Offline assistant', model: null, offline: true },
    suggestions: [],
    limits: { maxMessageChars: 8000, maxHistoryMessages: 100, requestsPerMinute: 20 },
  };

  it('marks the conversation initialized with the provider, once', async () => {
    server.on(INITIALIZE, jsonAnswer(200, initializeAnswer));
    store.dispatch(chatInitializeRequested());
    store.dispatch(chatInitializeRequested());
    expect(conversation().initializing).toBe(true);
    await waitFor(() => expect(conversation().initialized).toBe(true));
    expect(conversation().provider).toEqual(initializeAnswer.provider);
    expect(conversation().initializing).toBe(false);
    expect(server.count(INITIALIZE)).toBe(1);
    expect(server.requests[0].headers.authorization).toBe('Bearer access-1');
  });

  it("reports 'Failed to initialize chat' when the call fails without an Error", async () => {
    server.on(INITIALIZE, jsonAnswer(404, { message: 'Not found' }));
    store.dispatch(chatInitializeRequested());
    await waitFor(() => expect(conversation().error).toBe('Failed to initialize chat'));
    expect(conversation()).toMatchObject({ initialized: false, initializing: false, errorSource: 'initialize' });
  });
});
