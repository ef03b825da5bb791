/**
 * Loopback stand-ins for the model APIs: real HTTP servers speaking the OpenAI chat-completions and
 * Anthropic messages streaming protocols, recording what they were sent and whether the caller hung up.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModelRequestWire } from '../../../ai/testing/modelWire';

interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The JSON body; null when the request had none. */
  body: ModelRequestWire;
  /** Resolves when the connection closed before the response was finished (the caller aborted). */
  aborted: Promise<void>;
}

export type FakeHandler = (request: RecordedRequest, res: http.ServerResponse) => Promise<void> | void;

export interface FakeUpstream {
  origin: string;
  requests: RecordedRequest[];
  handle: FakeHandler;
  close(): Promise<void>;
}

export async function startFakeUpstream(initial: FakeHandler): Promise<FakeUpstream> {
  const fake: FakeUpstream = { origin: '', requests: [], handle: initial, close: async () => {} };
  // node:http ignores what a request listener returns; this one settles every request itself (the catch below).
  const server = http.createServer((req, res) => void answer(req, res));
  async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const aborted = new Promise<void>((resolve) => res.on('close', () => !res.writableFinished && resolve()));
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: (text ? JSON.parse(text) : null) as ModelRequestWire,
      aborted,
    };
    fake.requests.push(recorded);
    try {
      await fake.handle(recorded, res);
    } catch {
      res.destroy();
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return fake;
}

export function startSse(res: http.ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
}

/** Serves a stream already written as SSE frames (the documented-answer fixtures), one network write per frame. */
export const sseFrames =
  (frames: string[]): FakeHandler =>
  (_request, res) => {
    startSse(res);
    for (const frame of frames) res.write(frame);
    res.end();
  };

/** An HTTP error answer with a JSON body, as a model API sends before any stream starts. */
export const jsonError =
  (status: number, body: unknown): FakeHandler =>
  (_request, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

/** One OpenAI `chat.completion.chunk` SSE line carrying `delta`. */
function openAiDelta(delta: object, finishReason: string | null = null): string {
  const chunk = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** One OpenAI `chat.completion.chunk` SSE line with a piece of text (or none). */
export function openAiChunk(content: string | null, finishReason: string | null = null): string {
  return openAiDelta(content === null ? {} : { content }, finishReason);
}

/** A complete, well-behaved OpenAI streaming answer. */
export const openAiPieces =
  (pieces: string[]): FakeHandler =>
  (_request, res) => {
    startSse(res);
    res.write(openAiChunk(null));
    for (const piece of pieces) res.write(openAiChunk(piece));
    res.write(openAiChunk(null, 'stop'));
    res.end('data: [DONE]\n\n');
  };

function anthropicEvent(type: string, data: object): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

const anthropicMessageStart = () =>
  anthropicEvent('message_start', {
    message: {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: 'fake-claude',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 0 },
    },
  });

/** A complete Anthropic messages stream: message_start, one text block of deltas, message_stop. */
export const anthropicPieces =
  (pieces: string[]): FakeHandler =>
  (_request, res) => {
    startSse(res);
    res.write(anthropicMessageStart());
    res.write(anthropicEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }));
    for (const text of pieces) res.write(anthropicEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }));
    res.write(anthropicEvent('content_block_stop', { index: 0 }));
    res.write(anthropicEvent('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: pieces.length } }));
    res.end(anthropicEvent('message_stop', {}));
  };

/** A function call the scripted fake model makes; `arguments` is the JSON text it "writes". */
export interface FakeToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** Splits text in three so the caller has to put streamed fragments back together. */
function fragments(text: string): string[] {
  const third = Math.ceil(text.length / 3);
  return [text.slice(0, third), text.slice(third, 2 * third), text.slice(2 * third)].filter((piece) => piece !== '');
}

/**
 * An OpenAI streaming answer that asks for tools: optional text, then per call a first `tool_calls`
 * delta with its id and name and further deltas with fragments of the arguments, then
 * finish_reason "tool_calls".
 */
export const openAiToolCalls =
  (calls: FakeToolCall[], text = ''): FakeHandler =>
  (_request, res) => {
    startSse(res);
    res.write(openAiDelta({ role: 'assistant', content: null }));
    if (text) res.write(openAiChunk(text));
    calls.forEach((call, index) => {
      res.write(openAiDelta({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }));
      for (const piece of fragments(call.arguments)) res.write(openAiDelta({ tool_calls: [{ index, function: { arguments: piece } }] }));
    });
    res.write(openAiDelta({}, 'tool_calls'));
    res.end('data: [DONE]\n\n');
  };

/** An Anthropic stream that asks for tools: optional text block, then a tool_use block per call with its input as input_json_delta fragments. */
export const anthropicToolUse =
  (calls: FakeToolCall[], text = ''): FakeHandler =>
  (_request, res) => {
    startSse(res);
    res.write(anthropicMessageStart());
    let index = 0;
    if (text) {
      res.write(anthropicEvent('content_block_start', { index, content_block: { type: 'text', text: '' } }));
      res.write(anthropicEvent('content_block_delta', { index, delta: { type: 'text_delta', text } }));
      res.write(anthropicEvent('content_block_stop', { index }));
      index += 1;
    }
    for (const call of calls) {
      res.write(anthropicEvent('content_block_start', { index, content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} } }));
      for (const piece of fragments(call.arguments))
        res.write(anthropicEvent('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } }));
      res.write(anthropicEvent('content_block_stop', { index }));
      index += 1;
    }
    res.write(anthropicEvent('message_delta', { delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: 20 } }));
    res.end(anthropicEvent('message_stop', {}));
  };

/** Answers the n-th request with the n-th handler (the last one for any after), so a test scripts a whole tool round trip. */
export function scripted(...handlers: FakeHandler[]): FakeHandler {
  let calls = 0;
  return (request, res) => handlers[Math.min(calls++, handlers.length - 1)](request, res);
}
