/**
 * The assembly rules on piece sequences the providers' documents and bug reports show (see
 * toolCallPieces.ts for each source); the whole streams run through the chat route in
 * modules/chat/documentedStreams.test.ts.
 */
import { ToolCallPieces, type ToolCallPiece } from './toolCallPieces';

function assemble(pieces: [number | undefined, ToolCallPiece][]) {
  const calls = new ToolCallPieces();
  for (const [index, piece] of pieces) calls.add(index, piece);
  return calls.complete();
}

describe('ToolCallPieces', () => {
  it("OpenAI's documented pieces: id and name once, then argument fragments with null id and name", () => {
    expect(
      assemble([
        [0, { id: 'call_1', name: 'get_weather', arguments: '' }],
        [0, { id: null, name: null, arguments: '{"' }],
        [0, { id: null, name: null, arguments: 'location":"Paris' }],
        [0, { id: null, name: null, arguments: '"}' }],
      ]),
    ).toEqual([{ id: 'call_1', name: 'get_weather', arguments: '{"location":"Paris"}' }]);
  });

  it('a name sent in fragments is put together; a name repeated whole is kept once', () => {
    expect(
      assemble([
        [0, { id: 'a', name: 'get_account' }],
        [0, { name: '_overview', arguments: '{}' }],
      ])[0].name,
    ).toBe('get_account_overview');
    expect(
      assemble([
        [0, { id: 'a', name: 'get_top_posts', arguments: '{"from"' }],
        [0, { name: 'get_top_posts', arguments: ':"x"}' }],
      ]),
    ).toEqual([{ id: 'a', name: 'get_top_posts', arguments: '{"from":"x"}' }]);
  });

  it('id-less calls on one index: a new name, or a further object, starts the next call (which keeps the name)', () => {
    expect(
      assemble([
        [0, { name: 'web_fetch', arguments: '' }],
        [0, { arguments: '{"url":"a"}' }],
        [0, { name: 'web_search', arguments: '' }],
        [0, { arguments: '{"q":"b"}' }],
        [0, { name: 'web_search' }],
        [0, { arguments: '{"q":"c"}' }],
      ]),
    ).toEqual([
      { id: 'call_0', name: 'web_fetch', arguments: '{"url":"a"}' },
      { id: 'call_1', name: 'web_search', arguments: '{"q":"b"}' },
      { id: 'call_2', name: 'web_search', arguments: '{"q":"c"}' },
    ]);
  });

  it('after the arguments are complete, a repeat of them or whitespace changes nothing', () => {
    expect(
      assemble([
        [0, { id: 'a', name: 'get_top_posts', arguments: '{"from": "x"}' }],
        [0, { arguments: '{"from":"x"}' }],
        [0, { arguments: '\n' }],
        [0, { id: 'a', name: 'get_top_posts' }],
      ]),
    ).toEqual([{ id: 'a', name: 'get_top_posts', arguments: '{"from": "x"}' }]);
  });

  it('a different id while the arguments are still open continues the call and keeps the first id', () => {
    expect(
      assemble([
        [0, { id: 'first', name: 'get_top_posts', arguments: '{"from":' }],
        [0, { id: 'second', arguments: '"x"}' }],
      ]),
    ).toEqual([{ id: 'first', name: 'get_top_posts', arguments: '{"from":"x"}' }]);
  });

  it('every call gets an id of its own: missing ones are made up, repeated ones told apart', () => {
    const calls = assemble([
      [undefined, { name: 'get_top_posts', arguments: '{}' }],
      [1, { id: 'same', name: 'get_account_overview', arguments: '{}' }],
      [2, { id: 'same', name: 'get_top_posts', arguments: '{}' }],
    ]);
    expect(calls.map((c) => c.id)).toEqual(['call_0', 'same', 'same_2']);
  });
});
