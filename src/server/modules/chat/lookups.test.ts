/**
 * The assistant looks figures up: against the loopback OpenAI-compatible and Anthropic
 * fakes, a scripted model asks for lookups, the server runs them for the signed-in user's selected
 * account, hands the results back, and streams the "looked up" lines and the answer.
 */
import { anthropicTranscriptProblems, openAiTranscriptProblems } from '../../ai/testing/documentedStreams/transcriptRules';
import { blocksOf, type ModelRequestWire, parsedJsonText } from '../../ai/testing/modelWire';
import { rangeLabel } from '../assistant/tools/calendar';
import { overviewFigures } from '../assistant/tools/overviewTool';
import { MAX_LOOKUP_ROUNDS } from '../../ai/toolLoop';
import { registerUser } from '../../test/helpers';
import { getContentAnalysis, getOverview } from '../analytics/public';
import { EXPECTED, RIVALS, seedAccount } from '../analytics/testing/seedAccount';
import { findCompetitorByUsername, getCompetitorAnalytics } from '../competitors/public';
import { anthropicPieces, anthropicToolUse, type FakeHandler, openAiPieces, openAiToolCalls, scripted } from './testing/fakeUpstream';
import { lastThirtyDays } from './testing/lookupRange';
import { type ModelKind, type ProviderApp, startProviderApp } from './testing/providerApp';
import { postStream, replyText } from './testing/sseClient';

jest.setTimeout(30_000);

const TOOL_NAMES = [
  'get_account_overview',
  'get_top_posts',
  'get_content_findings',
  'get_competitor_figures',
  'get_peer_comparison',
  'get_audience',
  'get_stories',
  'get_reels_watch_time',
  'get_discovery',
];
const ask = (content: string, accountId: string | null) => ({ messageHistory: [{ role: 'user', content }], accountId });
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

interface Dialect {
  toolCalls(calls: { id: string; name: string; arguments: string }[], text?: string): FakeHandler;
  answer(pieces: string[]): FakeHandler;
  /** The tool names offered in a recorded request body. */
  toolNames(body: ModelRequestWire): (string | undefined)[];
  /** Whether a request left the model free to call tools (auto) or told it to answer (none). */
  toolChoice(body: ModelRequestWire): string | undefined;
  system(body: ModelRequestWire): unknown;
  /** Tool results sent back in a request: call id → parsed JSON content. */
  toolResults(body: ModelRequestWire): Map<string | undefined, unknown>;
  /** The model's own tool calls, as echoed back in the transcript: id → parsed arguments. */
  echoedCalls(body: ModelRequestWire): Map<string | undefined, unknown>;
  /** The API's rules for tool calls and results that a request breaks. */
  transcriptProblems(body: ModelRequestWire): string[];
}

const DIALECTS: Record<ModelKind, Dialect> = {
  openai: {
    toolCalls: openAiToolCalls,
    answer: openAiPieces,
    toolNames: (body) => (body.tools ?? []).map((t) => t.function?.name),
    toolChoice: (body) => (typeof body.tool_choice === 'string' ? body.tool_choice : undefined),
    system: (body) => body.messages[0].content,
    toolResults: (body) =>
      new Map(body.messages.filter((m) => m.role === 'tool').map((m): [string | undefined, unknown] => [m.tool_call_id, parsedJsonText(m.content)])),
    echoedCalls: (body) =>
      new Map(body.messages.flatMap((m) => m.tool_calls ?? []).map((c): [string | undefined, unknown] => [c.id, parsedJsonText(c.function?.arguments)])),
    transcriptProblems: openAiTranscriptProblems,
  },
  anthropic: {
    toolCalls: anthropicToolUse,
    answer: anthropicPieces,
    toolNames: (body) => (body.tools ?? []).map((t) => t.name),
    toolChoice: (body) => (typeof body.tool_choice === 'object' ? body.tool_choice.type : undefined),
    system: (body) => body.system,
    toolResults: (body) =>
      new Map(
        body.messages
          .flatMap(blocksOf)
          .filter((b) => b.type === 'tool_result')
          .map((b): [string | undefined, unknown] => [b.tool_use_id, parsedJsonText(b.content)]),
      ),
    echoedCalls: (body) =>
      new Map(
        body.messages
          .flatMap(blocksOf)
          .filter((b) => b.type === 'tool_use')
          .map((b): [string | undefined, unknown] => [b.id, b.input]),
      ),
    transcriptProblems: anthropicTranscriptProblems,
  },
};

/** The parts of the competitor lookup's result the test below reads. */
type RivalLookupResult = {
  competitor: string;
  figures: { competitor: { publicEr: number } };
  publicErByFormat: { you: { mediaType: string; posts: number }[] };
};

describe.each(['openai', 'anthropic'] as const)('lookups with the %s provider', (kind) => {
  const dialect = DIALECTS[kind];
  let s: ProviderApp;
  beforeAll(async () => {
    s = await startProviderApp(kind, dialect.answer(['unused']));
  }, 60_000);
  afterAll(() => s.close());
  beforeEach(() => {
    s.upstream.requests.length = 0;
  });

  it('round trip: the model asks, the server looks the figures up for this account, the model answers from them', async () => {
    const range = lastThirtyDays();
    s.upstream.handle = scripted(
      dialect.toolCalls(
        [
          { id: 'call_overview', name: 'get_account_overview', arguments: JSON.stringify(range) },
          { id: 'call_rival', name: 'get_competitor_figures', arguments: JSON.stringify({ username: '@Rival_Roasters', ...range }) },
        ],
        'Let me check.',
      ),
      dialect.answer(['Your reels ', 'did better.']),
    );
    const result = await postStream(s.origin, s.token, ask('How did my reels do against @rival_roasters last month?', s.accountId));

    expect(result.status).toBe(200);
    const label = rangeLabel(range.from, range.to);
    expect(result.events).toEqual([
      { chunk: 'Let me check.' },
      { chunk: `\n\n_Looked up: your overview for ${label}_\n\n_Looked up: @rival\\_roasters against @corner\\_cafe for ${label}_\n\n` },
      { chunk: 'Your reels ' },
      { chunk: 'did better.' },
      '[DONE]',
    ]);

    const [first, second] = s.upstream.requests;
    expect(s.upstream.requests).toHaveLength(2);
    expect(dialect.toolNames(first.body)).toEqual(TOOL_NAMES);
    expect(dialect.toolChoice(first.body)).toBe('auto');
    expect(dialect.system(first.body)).toContain(`Today is`);
    expect(dialect.system(first.body)).toContain(`(${range.to}) on the account's clock (${EXPECTED.timezone})`);
    // The model's calls go back in the transcript as it made them, reassembled from the streamed fragments.
    expect(dialect.echoedCalls(second.body)).toEqual(
      new Map<string, unknown>([
        ['call_overview', range],
        ['call_rival', { username: '@Rival_Roasters', ...range }],
      ]),
    );

    // What the model received are the figures the services compute for the seeded data.
    const results = dialect.toolResults(second.body);
    const db = s.testApp.app.db;
    const overview = await getOverview(db, s.userId, { accountId: s.accountId, ...range });
    expect(results.get('call_overview')).toEqual(json(overviewFigures(overview)));
    expect((results.get('call_overview') as ReturnType<typeof overviewFigures>).kpis.followers.value).toBe(12_300);
    const rivalId = (await findCompetitorByUsername(db, s.userId, s.accountId, RIVALS.rival.username))!.id;
    const analytics = await getCompetitorAnalytics(db, s.userId, rivalId, range);
    const content = await getContentAnalysis(db, s.userId, { accountId: s.accountId, ...range });
    const rival = results.get('call_rival') as RivalLookupResult;
    expect(rival.figures).toEqual(json({ competitor: analytics.sideBySide.competitor, you: analytics.sideBySide.own }));
    expect(rival.figures.competitor.publicEr).toBeCloseTo(0.04, 10); // every rival post is exactly 4% (seedAccount)
    expect(rival.publicErByFormat.you).toEqual(json(content.formats.map((g) => ({ mediaType: g.key, posts: g.posts, avgPublicEr: g.avgPublicEr }))));
    expect(rival.publicErByFormat.you.find((f) => f.mediaType === 'REELS')!.posts).toBe(3);
    expect(rival.competitor).toBe('@rival_roasters');
  });

  it('a bad argument goes back to the model as a tool error, and the user sees what could not be looked up', async () => {
    const other = await registerUser(s.testApp.app);
    const othersAccount = await seedAccount(s.testApp.app.db, other.user.id);
    s.upstream.handle = scripted(
      dialect.toolCalls([
        { id: 'too_long', name: 'get_account_overview', arguments: JSON.stringify({ from: '2020-01-01', to: '2026-01-01' }) },
        { id: 'not_json', name: 'get_top_posts', arguments: '{"from": "2026-10-01", "to":' },
        { id: 'smuggled', name: 'get_content_findings', arguments: JSON.stringify({ accountId: othersAccount, from: '2026-10-01', to: '2026-10-31' }) },
        { id: 'stranger', name: 'get_competitor_figures', arguments: JSON.stringify({ username: 'someone_else', from: '2026-10-01', to: '2026-10-31' }) },
        { id: 'bad_name', name: 'get_competitor_figures', arguments: JSON.stringify({ username: 'no spaces!', from: '2026-10-01', to: '2026-10-31' }) },
      ]),
      dialect.answer(['Sorry, ', 'I could not read that.']),
    );
    const result = await postStream(s.origin, s.token, ask('Show me everything', s.accountId));

    expect(result.status).toBe(200);
    expect(result.events.at(-1)).toBe('[DONE]');
    const text = replyText(result.events);
    expect(text).toContain('_Could not look up your overview: to: the range must be at most 731 days (2 years)_');
    expect(text).toContain('_Could not look up your top and bottom posts: the arguments are not valid JSON_');
    expect(text).toContain('_Could not look up your content findings: Unrecognized key: "accountId"_');
    expect(text).toContain(
      '_Could not look up the competitor: @someone\\_else is not a competitor tracked by @corner\\_cafe; the competitors it tracks are @bean\\_there, @rival\\_roasters_',
    );
    expect(text).toContain('_Could not look up the competitor: username: username may only contain letters, digits, periods and underscores_');
    expect(text.endsWith('Sorry, I could not read that.')).toBe(true);

    // The call whose arguments were not JSON is recorded with empty arguments, so the request stays valid.
    expect(dialect.transcriptProblems(s.upstream.requests[1].body)).toEqual([]);
    expect(dialect.echoedCalls(s.upstream.requests[1].body).get('not_json')).toEqual({});
    const results = dialect.toolResults(s.upstream.requests[1].body);
    expect(results.get('too_long')).toEqual({ error: 'to: the range must be at most 731 days (2 years)' });
    expect(results.get('not_json')).toEqual({ error: 'the arguments are not valid JSON' });
    expect(results.get('smuggled')).toEqual({ error: expect.stringContaining('accountId') });
    expect(results.get('stranger')).toEqual({ error: expect.stringContaining('is not a competitor tracked by @corner_cafe') });
  });

  it(`is bounded: after ${MAX_LOOKUP_ROUNDS} rounds the model is told to answer (tool_choice none)`, async () => {
    const range = lastThirtyDays();
    const lookup = dialect.toolCalls([{ id: 'again', name: 'get_top_posts', arguments: JSON.stringify(range) }]);
    s.upstream.handle = (request, res) =>
      dialect.toolChoice(request.body) === 'none' ? dialect.answer(['Enough figures.'])(request, res) : lookup(request, res);
    const result = await postStream(s.origin, s.token, ask('Dig deep', s.accountId));

    expect(s.upstream.requests.map((r) => dialect.toolChoice(r.body))).toEqual([...Array<string>(MAX_LOOKUP_ROUNDS).fill('auto'), 'none']);
    const line = `_Looked up: your top and bottom posts for ${rangeLabel(range.from, range.to)}_\n\n`;
    expect(result.events).toEqual([...Array<{ chunk: string }>(MAX_LOOKUP_ROUNDS).fill({ chunk: line }), { chunk: 'Enough figures.' }, '[DONE]']);
  });

  it('a model that keeps asking after being told to answer gets a clear error, not a hung stream', async () => {
    s.upstream.handle = dialect.toolCalls([{ id: 'loop', name: 'get_peer_comparison', arguments: '{}' }]);
    const result = await postStream(s.origin, s.token, ask('Rank me', s.accountId));

    expect(s.upstream.requests).toHaveLength(MAX_LOOKUP_ROUNDS + 1);
    expect(result.events.slice(0, MAX_LOOKUP_ROUNDS)).toEqual(
      Array(MAX_LOOKUP_ROUNDS).fill({ chunk: expect.stringMatching(/^_Looked up: your figures against the 5–20K tier benchmark/) }),
    );
    expect(result.events.slice(MAX_LOOKUP_ROUNDS)).toEqual([
      { error: expect.stringContaining(`kept asking for more figures after ${MAX_LOOKUP_ROUNDS} rounds of lookups`) },
      '[DONE]',
    ]);
  });
});

describe('an OpenAI-compatible server without function calling', () => {
  let s: ProviderApp;
  beforeAll(async () => {
    // Like Ollama with a model that has no tool support: a request with tools is a 400.
    s = await startProviderApp('openai', (request, res) => {
      if (!request.body.tools) return openAiPieces(['Plain ', 'answer.'])(request, res);
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'fake-model does not support tools', type: 'invalid_request_error' } }));
    });
  }, 60_000);
  afterAll(() => s.close());

  it('is asked again without tools, and from then on without them', async () => {
    const first = await postStream(s.origin, s.token, ask('How did I do?', s.accountId));
    expect(first.events).toEqual([{ chunk: 'Plain ' }, { chunk: 'answer.' }, '[DONE]']);
    expect(s.upstream.requests.map((r) => Boolean(r.body.tools))).toEqual([true, false]);
    expect(s.upstream.requests[1].body.messages[0].content).not.toContain('Looking figures up');

    const second = await postStream(s.origin, s.token, ask('And now?', s.accountId));
    expect(replyText(second.events)).toBe('Plain answer.');
    expect(s.upstream.requests.map((r) => Boolean(r.body.tools))).toEqual([true, false, false]);
  });
});
