/**
 * The chat against answers shaped the way the model servers' own documentation and bug reports show
 * them (src/server/ai/testing/documentedStreams, each fixture naming its source), served over loopback
 * HTTP to the real providers behind the real chat route: the right lookups run, the next request's
 * transcript is one the API accepts, and a documented error reaches the user in plain words.
 */
import {
  anthropicErrorBody,
  anthropicOverloadedMidStream,
  anthropicToolUseStream,
  DOCUMENTED_HTTP_ERRORS,
  DOCUMENTED_TEXT,
  DOCUMENTED_TOOL_USE,
} from '../../ai/testing/documentedStreams/anthropic';
import { ollamaParallelCalls } from '../../ai/testing/documentedStreams/ollama';
import { GUIDE_CALL, OPENAI_CONTEXT_ERROR, OPENAI_QUOTA_ERROR, openAiToolCallStream, type StreamedCall } from '../../ai/testing/documentedStreams/openai';
import { argumentsSentTwice, nameInEveryPiece } from '../../ai/testing/documentedStreams/repeatingServers';
import { eventFrame } from '../../ai/testing/documentedStreams/sse';
import { anthropicTranscriptProblems, openAiTranscriptProblems } from '../../ai/testing/documentedStreams/transcriptRules';
import { blocksOf, type ModelRequestWire, parsedJsonText } from '../../ai/testing/modelWire';
import { INVALID_CALL_NAME } from '../../ai/recordedCall';
import { rangeLabel } from '../assistant/tools/calendar';
import { anthropicPieces, jsonError, openAiPieces, scripted, sseFrames } from './testing/fakeUpstream';
import { lastThirtyDays } from './testing/lookupRange';
import { type ProviderApp, startProviderApp } from './testing/providerApp';
import { postStream, replyText } from './testing/sseClient';

jest.setTimeout(30_000);

const ask = (content: string, accountId: string | null) => ({ messageHistory: [{ role: 'user', content }], accountId });

/** JSON arguments in fragments that end at each quote, as the function-calling guide's example splits them. */
const guideFragments = (json: string) => json.split(/(?<=")/);

const streamedCall = (id: string, name: string, args: object): StreamedCall => ({ id, name, argumentPieces: guideFragments(JSON.stringify(args)) });

const overviewLine = (range: { from: string; to: string }) => `_Looked up: your overview for ${rangeLabel(range.from, range.to)}_`;
const postsLine = (range: { from: string; to: string }) => `_Looked up: your top and bottom posts for ${rangeLabel(range.from, range.to)}_`;

/** The assistant message's calls in an OpenAI request: [id, name, parsed arguments]. */
const openAiCalls = (body: ModelRequestWire) =>
  body.messages
    .flatMap((m) => m.tool_calls ?? [])
    .map((c): [string | undefined, string | undefined, unknown] => [c.id, c.function?.name, parsedJsonText(c.function?.arguments)]);
/** A tool message's content: the lookup's figures, or `error` when it failed. */
type ToolMessageContent = Record<string, unknown> & { error?: unknown };
/** The tool messages of an OpenAI request: id → parsed content. */
const openAiResults = (body: ModelRequestWire) =>
  new Map(
    body.messages
      .filter((m) => m.role === 'tool')
      .map((m): [string | undefined, ToolMessageContent] => [m.tool_call_id, parsedJsonText(m.content) as ToolMessageContent]),
  );

describe('OpenAI-compatible streams as the servers send them', () => {
  let s: ProviderApp;
  beforeAll(async () => {
    s = await startProviderApp('openai', openAiPieces(['unused']));
  }, 60_000);
  afterAll(() => s.close());
  beforeEach(() => {
    s.upstream.requests.length = 0;
  });

  it("OpenAI's documented shape: two parallel calls in fragments with null ids and names, then the usage chunk", async () => {
    const range = lastThirtyDays();
    s.upstream.handle = scripted(
      sseFrames(openAiToolCallStream([streamedCall('call_overview', 'get_account_overview', range), streamedCall('call_posts', 'get_top_posts', range)])),
      openAiPieces(['Done.']),
    );
    const result = await postStream(s.origin, s.token, ask('How did I do?', s.accountId));

    expect(result.events).toEqual([{ chunk: `${overviewLine(range)}\n\n${postsLine(range)}\n\n` }, { chunk: 'Done.' }, '[DONE]']);
    const next = s.upstream.requests[1].body;
    expect(openAiCalls(next)).toEqual([
      ['call_overview', 'get_account_overview', range],
      ['call_posts', 'get_top_posts', range],
    ]);
    expect(openAiTranscriptProblems(next)).toEqual([]);
    expect([...openAiResults(next).values()].map((r) => 'error' in r)).toEqual([false, false]);
  });

  it('Ollama: parallel calls each whole in one chunk, all on index 0, are two lookups, not one merged call', async () => {
    const range = lastThirtyDays();
    s.upstream.handle = scripted(
      sseFrames(
        ollamaParallelCalls([
          { id: 'call_wteop8bt', name: 'get_account_overview', arguments: JSON.stringify(range) },
          { id: 'call_rk2xye1l', name: 'get_top_posts', arguments: JSON.stringify(range) },
        ]),
      ),
      openAiPieces(['Done.']),
    );
    const result = await postStream(s.origin, s.token, ask('How did I do?', s.accountId));

    expect(replyText(result.events)).toBe(`${overviewLine(range)}\n\n${postsLine(range)}\n\nDone.`);
    const next = s.upstream.requests[1].body;
    expect(openAiCalls(next)).toEqual([
      ['call_wteop8bt', 'get_account_overview', range],
      ['call_rk2xye1l', 'get_top_posts', range],
    ]);
    expect(openAiTranscriptProblems(next)).toEqual([]);
  });

  it('Ollama: the same lookup twice in parallel (same name and arguments, two ids) runs twice', async () => {
    const range = lastThirtyDays();
    const call = (id: string) => ({ id, name: 'get_account_overview', arguments: JSON.stringify(range) });
    s.upstream.handle = scripted(sseFrames(ollamaParallelCalls([call('call_aaaaaaaa'), call('call_bbbbbbbb')])), openAiPieces(['Done.']));
    const result = await postStream(s.origin, s.token, ask('How did I do?', s.accountId));

    expect(replyText(result.events)).toBe(`${overviewLine(range)}\n\n${overviewLine(range)}\n\nDone.`);
    expect(openAiCalls(s.upstream.requests[1].body).map(([id]) => id)).toEqual(['call_aaaaaaaa', 'call_bbbbbbbb']);
  });

  it('a server repeating the whole name in every piece gives one call with that name', async () => {
    const range = lastThirtyDays();
    s.upstream.handle = scripted(sseFrames(nameInEveryPiece(streamedCall('call_1', 'get_top_posts', range))), openAiPieces(['Done.']));
    const result = await postStream(s.origin, s.token, ask('Best posts?', s.accountId));

    expect(replyText(result.events)).toBe(`${postsLine(range)}\n\nDone.`);
    expect(openAiCalls(s.upstream.requests[1].body)).toEqual([['call_1', 'get_top_posts', range]]);
  });

  it('a server sending the complete arguments twice gives one call with those arguments, not {…}{…}', async () => {
    const range = lastThirtyDays();
    s.upstream.handle = scripted(
      sseFrames(argumentsSentTwice({ id: 'tool_1', name: 'get_account_overview', arguments: JSON.stringify(range) })),
      openAiPieces(['Done.']),
    );
    const result = await postStream(s.origin, s.token, ask('How did I do?', s.accountId));

    expect(replyText(result.events)).toBe(`${overviewLine(range)}\n\nDone.`);
    expect(openAiCalls(s.upstream.requests[1].body)).toEqual([['tool_1', 'get_account_overview', range]]);
    expect(openAiTranscriptProblems(s.upstream.requests[1].body)).toEqual([]);
  });

  it("the guide's own call (get_weather, not offered here) is answered with a tool error and recorded under a placeholder name", async () => {
    s.upstream.handle = scripted(sseFrames(openAiToolCallStream([GUIDE_CALL])), openAiPieces(['Sorry.']));
    const result = await postStream(s.origin, s.token, ask('Weather in Paris?', s.accountId));

    expect(result.events).toEqual([{ chunk: '_Could not look up figures: unknown tool get\\_weather_\n\n' }, { chunk: 'Sorry.' }, '[DONE]']);
    const next = s.upstream.requests[1].body;
    expect(openAiCalls(next)).toEqual([[GUIDE_CALL.id, INVALID_CALL_NAME, { location: 'Paris, France' }]]);
    expect(openAiResults(next).get(GUIDE_CALL.id)).toEqual({
      error: expect.stringContaining('there is no tool named get_weather; use one of get_account_overview'),
    });
    expect(openAiTranscriptProblems(next)).toEqual([]);
  });

  it('malformed calls (cut-off JSON, JSON that is not an object, no name) become tool errors and never break the next request', async () => {
    const range = lastThirtyDays();
    s.upstream.handle = scripted(
      sseFrames(
        openAiToolCallStream([
          { id: 'cut_off', name: 'get_top_posts', argumentPieces: ['{"from": "2026-10-01", ', '"to":'] },
          { id: 'an_array', name: 'get_account_overview', argumentPieces: ['[1, ', '2]'] },
          { id: 'nameless', name: '', argumentPieces: guideFragments(JSON.stringify(range)) },
        ]),
      ),
      openAiPieces(['Sorry.']),
    );
    const result = await postStream(s.origin, s.token, ask('Everything', s.accountId));

    const text = replyText(result.events);
    expect(text).toContain('_Could not look up your top and bottom posts: the arguments are not valid JSON_');
    expect(text).toContain('_Could not look up your overview: ');
    expect(text).toContain('_Could not look up figures: the call named no tool_');
    const next = s.upstream.requests[1].body;
    expect(openAiCalls(next)).toEqual([
      ['cut_off', 'get_top_posts', {}],
      ['an_array', 'get_account_overview', {}],
      ['nameless', INVALID_CALL_NAME, range],
    ]);
    expect([...openAiResults(next).keys()]).toEqual(['cut_off', 'an_array', 'nameless']);
    expect([...openAiResults(next).values()].every((r) => typeof r.error === 'string')).toBe(true);
    expect(openAiTranscriptProblems(next)).toEqual([]);
  });

  it.each([
    ['insufficient_quota', 429, OPENAI_QUOTA_ERROR, 'OpenAI-compatible says the account has no quota left (HTTP 429). Check its plan and billing.'],
    ['context_length_exceeded', 400, OPENAI_CONTEXT_ERROR, 'The conversation is too long for OpenAI-compatible (HTTP 400). Start a new chat.'],
  ])('an error body with code %s is told apart from its status alone', async (_code, status, body, words) => {
    s.upstream.handle = jsonError(status, body);
    const result = await postStream(s.origin, s.token, ask('Go', null));
    expect(result.events).toEqual([{ error: words }, '[DONE]']);
  });
});

/** The tool_use blocks of an Anthropic request: [id, name, input]. */
const anthropicCalls = (body: ModelRequestWire) =>
  body.messages
    .flatMap(blocksOf)
    .filter((b) => b.type === 'tool_use')
    .map((b) => [b.id, b.name, b.input]);
const anthropicResults = (body: ModelRequestWire) => body.messages.flatMap(blocksOf).filter((b) => b.type === 'tool_result');

describe('Anthropic streams and errors as documented', () => {
  let s: ProviderApp;
  beforeAll(async () => {
    s = await startProviderApp('anthropic', anthropicPieces(['unused']));
  }, 60_000);
  afterAll(() => s.close());
  beforeEach(() => {
    s.upstream.requests.length = 0;
  });

  it("the documented tool-use stream, with this app's tool: the text, the lookup, and a valid next request", async () => {
    const range = lastThirtyDays();
    const toolUse = { id: DOCUMENTED_TOOL_USE.id, name: 'get_account_overview', inputPieces: ['', ...guideFragments(JSON.stringify(range))] };
    s.upstream.handle = scripted(sseFrames(anthropicToolUseStream([toolUse])), anthropicPieces(['Done.']));
    const result = await postStream(s.origin, s.token, ask('How did I do?', s.accountId));

    expect(replyText(result.events)).toBe(`${DOCUMENTED_TEXT.join('')}\n\n${overviewLine(range)}\n\nDone.`);
    const next = s.upstream.requests[1].body;
    expect(anthropicCalls(next)).toEqual([[DOCUMENTED_TOOL_USE.id, 'get_account_overview', range]]);
    expect(anthropicResults(next)).toEqual([expect.not.objectContaining({ is_error: true })]);
    expect(anthropicTranscriptProblems(next)).toEqual([]);
  });

  it('the documented get_weather call, verbatim, is answered by an is_error tool_result and the next request stays valid', async () => {
    s.upstream.handle = scripted(sseFrames(anthropicToolUseStream()), anthropicPieces(['Sorry.']));
    const result = await postStream(s.origin, s.token, ask('Weather?', s.accountId));

    expect(replyText(result.events)).toBe(`${DOCUMENTED_TEXT.join('')}\n\n_Could not look up figures: unknown tool get\\_weather_\n\nSorry.`);
    const next = s.upstream.requests[1].body;
    expect(anthropicCalls(next)).toEqual([[DOCUMENTED_TOOL_USE.id, INVALID_CALL_NAME, { location: 'San Francisco, CA', unit: 'fahrenheit' }]]);
    expect(anthropicResults(next)).toEqual([expect.objectContaining({ tool_use_id: DOCUMENTED_TOOL_USE.id, is_error: true })]);
    expect(anthropicTranscriptProblems(next)).toEqual([]);
  });

  it('an overloaded_error event mid-stream keeps the words so far and says the model is overloaded', async () => {
    s.upstream.handle = sseFrames(anthropicOverloadedMidStream());
    const result = await postStream(s.origin, s.token, ask('Hi', null));

    expect(result.events).toEqual([{ chunk: 'Hello' }, { chunk: '!' }, { error: 'Anthropic is overloaded right now. Try again in a moment.' }, '[DONE]']);
    expect(s.upstream.requests).toHaveLength(1); // the user retries; the server does not
  });

  it.each([
    ['api_error', 'Anthropic failed in the middle of the reply. Try again.'],
    ['rate_limit_error', 'Anthropic is rate-limiting requests. Try again in a moment.'],
  ])('a %s event mid-stream is said by its type', async (type, words) => {
    s.upstream.handle = sseFrames([
      ...anthropicOverloadedMidStream().slice(0, -1),
      eventFrame('error', { type: 'error', error: { type, message: 'internal detail' } }),
    ]);
    const result = await postStream(s.origin, s.token, ask('Hi', null));
    expect(result.events.at(-2)).toEqual({ error: words });
  });

  const WORDS: Record<string, string> = {
    invalid_request_error: 'Anthropic refused the request (HTTP 400).',
    authentication_error: 'Anthropic rejected the credentials (HTTP 401). Check the API key setting.',
    permission_error: 'Anthropic refused access with this API key (HTTP 403). Check what the key may use, or AI_MODEL.',
    not_found_error: 'Anthropic does not know the model “fake-claude” (HTTP 404). Check AI_MODEL.',
    request_too_large: 'The conversation is too long for Anthropic (HTTP 413). Start a new chat.',
    rate_limit_error: 'Anthropic is rate-limiting requests (HTTP 429). Try again in a moment.',
    api_error: 'Anthropic failed (HTTP 500). Try again.',
    overloaded_error: 'Anthropic is overloaded right now (HTTP 529). Try again in a moment.',
  };

  it.each(DOCUMENTED_HTTP_ERRORS.map(({ status, type }) => [status, type]))(
    'HTTP %i %s is said in plain words, without the upstream message',
    async (status, type) => {
      s.upstream.handle = jsonError(status, anthropicErrorBody(type));
      const result = await postStream(s.origin, s.token, ask('Hi', null));

      expect(result.events).toEqual([{ error: WORDS[type as string] }, '[DONE]']);
      expect(result.text).not.toContain('secret upstream detail');
      expect(s.upstream.requests).toHaveLength(1);
    },
  );
});
