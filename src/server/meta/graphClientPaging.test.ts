import { GraphClient } from './graphClient';
import { startDocumentedServer, type DocumentedServer } from './testing/documented/documentedServer';
import {
  cursorAt,
  cursorOnlyListing,
  documentedTaggedMedia,
  emptyPageWithCursorListing,
  linkedListing,
  repeatingCursorListing,
  repeatingLinkListing,
} from './testing/documented/pagingAnswers';
import { httpTransport } from './transport';

const NOW = new Date('2026-11-20T12:00:00Z');
const SIXTY = documentedTaggedMedia(60, NOW);
const FORTY = SIXTY.slice(0, 40);

/** One listing per path, each paged as its route says (sources in pagingAnswers.ts). */
const PATHS = {
  cursorsOnly: '/17841405822304914/tags',
  nextOnly: '/17841405822304914/stories',
  nextAndCursors: '/17841405822304914/media',
  repeatingCursor: '/17841400008460056/tags',
  emptyLastPage: '/17841400008460057/tags',
  cursorsWithCap: '/17841400008460058/tags',
  repeatingLink: '/17841400008460059/media',
} as const;

let server: DocumentedServer;
beforeAll(async () => {
  server = await startDocumentedServer([
    cursorOnlyListing(PATHS.cursorsOnly, SIXTY, 20),
    linkedListing(PATHS.nextOnly, SIXTY, 25, false),
    linkedListing(PATHS.nextAndCursors, SIXTY, 25, true),
    repeatingCursorListing(PATHS.repeatingCursor, SIXTY, 20),
    emptyPageWithCursorListing(PATHS.emptyLastPage, FORTY, 20),
    cursorOnlyListing(PATHS.cursorsWithCap, SIXTY, 20),
    repeatingLinkListing(PATHS.repeatingLink, SIXTY, 20),
  ]);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const client = () => new GraphClient({ transport: httpTransport, baseUrl: server.url, accessToken: 'documented-token', sleep: async () => {} });

async function readAll(path: string, limit: number, maxItems?: number): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of client().pages<{ id: string }>(path.slice(1), { fields: 'id,caption', limit }, maxItems)) ids.push(...page.map((item) => item.id));
  return ids;
}

const asked = (path: string) => server.requests.filter((request) => request.path === path).map((request) => request.query);
const idsOf = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id);

describe('GraphClient.pages against listings paged as Meta documents them', () => {
  it('reads a cursor-only listing (the IG User Tags way) to its end: 60 items over 3 pages, each next page asked with after=<cursor>', async () => {
    expect(await readAll(PATHS.cursorsOnly, 20)).toEqual(idsOf(SIXTY));
    const requests = asked(PATHS.cursorsOnly);
    // Three pages of 20, then the empty page past the end that says it is over.
    expect(requests.map((query) => query.after)).toEqual([undefined, cursorAt(20), cursorAt(40), cursorAt(60)]);
    expect(requests.every((query) => query.fields === 'id,caption' && query.limit === '20' && query.access_token === 'documented-token')).toBe(true);
  });

  it('follows next links when Meta sends only those', async () => {
    expect(await readAll(PATHS.nextOnly, 25)).toEqual(idsOf(SIXTY));
    expect(asked(PATHS.nextOnly).map((query) => query.after)).toEqual([undefined, cursorAt(25), cursorAt(50)]);
  });

  it('follows next when Meta sends it and cursors, reads each item once, and asks nothing past the page without next', async () => {
    const ids = await readAll(PATHS.nextAndCursors, 25);
    expect(ids).toEqual(idsOf(SIXTY));
    expect(new Set(ids).size).toBe(60);
    expect(asked(PATHS.nextAndCursors)).toHaveLength(3);
  });

  it('stops when a page hands back the cursor it was asked with', async () => {
    expect(await readAll(PATHS.repeatingCursor, 20)).toEqual(idsOf(SIXTY.slice(0, 40)));
    expect(asked(PATHS.repeatingCursor).map((query) => query.after)).toEqual([undefined, cursorAt(20)]);
  });

  it('stops when a next link asks for the very page it came with', async () => {
    expect(await readAll(PATHS.repeatingLink, 20)).toEqual(idsOf(SIXTY.slice(0, 40)));
    expect(asked(PATHS.repeatingLink)).toHaveLength(2);
  });

  it('stops at an empty page even though it carries an after cursor', async () => {
    expect(await readAll(PATHS.emptyLastPage, 20)).toEqual(idsOf(FORTY));
    expect(asked(PATHS.emptyLastPage).map((query) => query.after)).toEqual([undefined, cursorAt(20), cursorAt(40)]);
  });

  it('keeps maxItems when paging by cursors, asking no page beyond it', async () => {
    expect(await readAll(PATHS.cursorsWithCap, 20, 30)).toEqual(idsOf(SIXTY.slice(0, 30)));
    expect(asked(PATHS.cursorsWithCap)).toHaveLength(2);
  });
});
