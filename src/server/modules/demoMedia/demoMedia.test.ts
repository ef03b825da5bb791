import { createDemoWorld } from '../../meta/demo/world';
import { expectApiSecurityHeaders } from '../../plugins/external/testing/securityHeaders';
import { createTestApp, type TestApp, type ApiError } from '../../test/helpers';

const world = createDemoWorld({ seed: 'demo', now: new Date('2026-11-23T07:00:00Z') });
const ownPosts = world.accounts.flatMap((account) => account.media);

describe("the demo world's pictures and links", () => {
  it('points every post picture and video cover at our own origin, never another host', () => {
    const urls = ownPosts.flatMap((post) => [post.mediaUrl, post.thumbnailUrl]).filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThan(ownPosts.length);
    expect(urls.filter((url) => !/^\/api\/demo\/media\/\d+$/.test(url))).toEqual([]);
  });

  it('gives no post a permalink, since none of them exists on Instagram', () => {
    expect(ownPosts.filter((post) => 'permalink' in post)).toEqual([]);
    const competitorPosts = world.competitors.flatMap((competitor) => competitor.media);
    expect(competitorPosts.length).toBeGreaterThan(0);
    expect(competitorPosts.filter((post) => 'permalink' in post)).toEqual([]);
  });
});

describe('GET /api/demo/media/:mediaId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers a post picture as an SVG drawing, cacheable for good, that the browser may not sniff', async () => {
    const post = ownPosts[0];
    const response = await get(post.mediaUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    // The API's security headers (nosniff among them), with the picture's own caching in place of no-store.
    expectApiSecurityHeaders(response.headers, 'public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    // A drawing only: nothing in it can run or load anything.
    expect(response.body).not.toMatch(/<script|href=|on\w+=/i);
  });

  it('draws the same picture for the same post and another for another post', async () => {
    const [first, again, other] = await Promise.all([get(ownPosts[0].mediaUrl), get(ownPosts[0].mediaUrl), get(ownPosts[1].mediaUrl)]);
    expect(again.body).toBe(first.body);
    expect(other.body).not.toBe(first.body);
  });

  it('refuses an id that is not a media id with 400 naming it', async () => {
    const response = await get('/api/demo/media/not-a-number');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toMatch(/mediaId/);
  });
});
