import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { suggestionsForTopic } from '../src/shared/chatSuggestions';
import { expect, screenshot, test } from './support/fixtures';
import { signInWithDemo } from './support/session';
import { firstSyncDone } from './support/api';
import type { ChatStreamBody } from '../src/shared/chat';

const TOPIC = 'AI Assistant';
const contentIdeas = suggestionsForTopic(TOPIC).find((s) => s.title === 'Content Ideas')!;

const isStreamCall = (url: string) => new URL(url).pathname === '/api/chat/stream';
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const emptyStateHeading = (page: Page) => page.getByRole('heading', { name: `How can I help with ${TOPIC}?` });

/**
 * The reply as the server sends it: the `chunk` of every SSE `data:` event before [DONE].
 * Chromium keeps no body for a streamed fetch, so the page's own request (same body, same bearer
 * token) is sent again; the offline provider answers the same question the same way.
 */
async function streamedMarkdown(request: APIRequestContext, pageRequest: Request): Promise<string> {
  const headers = await pageRequest.allHeaders();
  const response = await request.post(pageRequest.url(), {
    headers: { Authorization: headers.authorization },
    data: pageRequest.postDataJSON() as ChatStreamBody,
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
  const events = (await response.text()).split(/\r?\n\r?\n/);
  let markdown = '';
  for (const event of events) {
    const data = event
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data || data === '[DONE]') continue;
    const parsed = JSON.parse(data) as { chunk?: string; error?: string };
    expect(parsed.error, 'the stream carried an error event').toBeUndefined();
    markdown += parsed.chunk ?? '';
  }
  return markdown;
}

/**
 * Records the conversation's text length at every DOM change, and whether a reply was still
 * streaming (aria-busy) at that moment: proof that the reply is painted piece by piece.
 */
async function recordConversationLengths(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: Array<{ length: number; streaming: boolean }> = [];
    (window as unknown as { __chatSamples: typeof samples }).__chatSamples = samples;
    new MutationObserver(() => {
      const log = document.querySelector('[role="log"]');
      if (!log) return;
      samples.push({ length: log.textContent?.length ?? 0, streaming: log.querySelector('[aria-busy="true"]') !== null });
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

async function recordedLengths(page: Page) {
  return page.evaluate(() => (window as unknown as { __chatSamples: Array<{ length: number; streaming: boolean }> }).__chatSamples);
}

/** RFC 4180 quoting, as a spreadsheet would expect the exported header row. */
const csvRow = (cells: string[]) => cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');

test.describe('chat panel on the desktop', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInWithDemo(page);
    // The reply is checked against the API's figures afterwards: both must read the finished first sync.
    await firstSyncDone(page);
  });

  test('a suggestion streams a reply that can be copied, exported as CSV and cleared', async ({ page, request }) => {
    const streamCalls: string[] = [];
    page.on('request', (r) => {
      if (isStreamCall(r.url())) streamCalls.push(r.method());
    });

    const toggle = page.getByRole('button', { name: 'Open chat' });
    await toggle.click();
    const panel = page.getByRole('complementary', { name: TOPIC });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-pressed', 'true');

    // Empty state: the greeting and the topic's cards.
    await expect(emptyStateHeading(page)).toBeVisible();
    await expect(panel.getByText('Choose a suggestion below or ask me anything')).toBeVisible();
    const cards = panel.getByRole('list', { name: 'Suggestions' }).getByRole('button');
    await expect(cards).toHaveCount(suggestionsForTopic(TOPIC).length);
    for (const s of suggestionsForTopic(TOPIC)) await expect(cards.filter({ hasText: s.title })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();

    // A card fills the input; it does not send.
    await cards.filter({ hasText: contentIdeas.title }).click();
    await expect(messageInput(page)).toHaveValue(contentIdeas.prompt);
    await expect(messageInput(page)).toBeFocused();
    expect(streamCalls).toEqual([]);

    await recordConversationLengths(page);
    const streamRequest = page.waitForRequest((r) => isStreamCall(r.url()));
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(messageInput(page)).toHaveValue('');
    await expect(conversation(page).getByText(contentIdeas.prompt)).toBeVisible();

    // Streaming: the stop button shows while the reply is busy, then the reply completes.
    const reply = conversation(page).locator('[aria-busy="true"]');
    await expect(panel.getByRole('button', { name: 'Stop generating' })).toBeVisible();
    const pageRequest = await streamRequest;
    await expect(reply).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Stop generating' })).toBeHidden();

    const samples = await recordedLengths(page);
    const finalLength = samples[samples.length - 1].length;
    const partialLengths = new Set(samples.filter((s) => s.streaming && s.length < finalLength).map((s) => s.length));
    expect(partialLengths.size, 'distinct partial renders while streaming').toBeGreaterThanOrEqual(2);

    // The finished reply: markdown rendered (heading and table), a time stamp and a Copy button.
    const log = conversation(page);
    await expect(log.getByRole('heading', { name: /content ideas/i })).toBeVisible();
    const time = log.locator('time');
    await expect(time).toHaveCount(1);
    await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    await expect(time).toHaveText(/\d{1,2}:\d{2}/);
    const table = log.getByRole('table').first();
    await table.scrollIntoViewIfNeeded();
    await expect(table).toBeVisible();
    await screenshot(page, 'chat-table-1440');

    const markdown = await streamedMarkdown(request, pageRequest);
    await log.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(log.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(markdown);
    expect(copied).toMatch(/^## /m); // raw markdown, not the rendered text
    expect(copied).toMatch(/^\|.*\|$/m);

    // Export CSV: a time-stamped file whose first row is the table's header.
    const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    const bodyRows = await table.locator('tbody tr').count();
    expect(headers.length).toBeGreaterThan(1);
    const downloadEvent = page.waitForEvent('download');
    await log.getByRole('button', { name: 'Export CSV' }).first().click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/^table-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(csvRow(headers));
    expect(lines).toHaveLength(1 + bodyRows);

    expect(streamCalls, 'one stream request per message, never re-sent').toEqual(['POST']);

    // Start a new chat: the conversation is gone and the empty state is back.
    await panel.getByRole('button', { name: 'Start a new chat' }).click();
    await expect(conversation(page)).toHaveCount(0);
    await expect(emptyStateHeading(page)).toBeVisible();
    await expect(messageInput(page)).toHaveValue('');

    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('Enter sends a typed question and Shift+Enter adds a line instead', async ({ page }) => {
    await page.getByRole('button', { name: 'Open chat' }).click();
    const input = messageInput(page);
    await expect(emptyStateHeading(page)).toBeVisible();

    await input.fill('What can you do');
    await input.press('Shift+Enter');
    await input.pressSequentially('without a model?');
    await expect(input).toHaveValue('What can you do\nwithout a model?');
    await expect(conversation(page)).toHaveCount(0);

    await input.press('Enter');
    await expect(input).toHaveValue('');
    const log = conversation(page);
    await expect(log.getByText('What can you do')).toBeVisible();
    // The offline assistant answers what it cannot by saying what it can, with questions to try; setup text is never an answer.
    await expect(log.getByText(/^I can answer questions about/)).toBeVisible();
    await expect(log.getByText('When should I post?')).toBeVisible();
    await expect(log.getByText(/AI_PROVIDER/)).toHaveCount(0);
    await expect(log.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(log.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  });
});

test.describe('chat panel on a phone', () => {
  const WIDTH = 375;
  test.use({ viewport: { width: WIDTH, height: 812 } });

  test('opens as a 95vw overlay whose backdrop closes it', async ({ page }) => {
    await signInWithDemo(page);
    const toggle = page.getByRole('button', { name: 'Open chat' });
    await toggle.click();

    const dialog = page.getByRole('dialog', { name: TOPIC });
    await expect(dialog).toBeVisible();
    await expect(emptyStateHeading(page)).toBeVisible();
    // Measure once the slide-in animation has finished.
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeCloseTo(WIDTH * 0.95, 0);
    expect(box.x + box.width).toBeCloseTo(WIDTH, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    await screenshot(page, 'chat-375');

    // The strip of backdrop left of the panel is the way out.
    await page.getByTestId('chat-backdrop').click({ position: { x: 5, y: 400 } });
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('chat-backdrop')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});
