import { renderableOpenBlock, splitMarkdownBlocks } from './markdownBlocks';

describe('splitMarkdownBlocks', () => {
  it('splits top-level blocks at blank lines', () => {
    expect(splitMarkdownBlocks('# Title\n\nFirst paragraph\nstill first\n\nSecond')).toEqual(['# Title', 'First paragraph\nstill first', 'Second']);
  });

  it('keeps blank lines inside a code fence in one block', () => {
    const code = '```ts\nconst a = 1;\n\n\nconst b = 2;\n```';
    expect(splitMarkdownBlocks(`Intro\n\n${code}\n\nAfter`)).toEqual(['Intro', code, 'After']);
  });

  it('only closes a fence with the same marker at least as long', () => {
    const code = '````md\n```\n\ninner\n```\n````';
    expect(splitMarkdownBlocks(`${code}\n\nAfter`)).toEqual([code, 'After']);
    const tilde = '~~~\n```\n\nstill code\n~~~';
    expect(splitMarkdownBlocks(`${tilde}\n\nAfter`)).toEqual([tilde, 'After']);
  });

  it('keeps a loose list and indented continuations in one block', () => {
    const list = '1. First\n\n2. Second\n\n   more about the second\n\n3. Third';
    expect(splitMarkdownBlocks(`${list}\n\nAfter the list`)).toEqual([list, 'After the list']);
    const bullets = '- a\n\n- b';
    expect(splitMarkdownBlocks(bullets)).toEqual([bullets]);
  });

  it('keeps a table in one block', () => {
    const table = '| Day | Time |\n|---|---|\n| Mon | 9:00 |\n| Tue | 18:00 |';
    expect(splitMarkdownBlocks(`Best times:\n\n${table}\n\nDone`)).toEqual(['Best times:', table, 'Done']);
  });

  it('gives the finished blocks the same text while the reply grows, so they can be memoised', () => {
    const reply = '# Plan\n\nWeek one: post reels.\n\n| Day | Format |\n|---|---|\n| Mon | Reel |\n\n```js\nlet x = 1;\n```\n\nEnd.';
    let previous: string[] = [];
    for (let end = 1; end <= reply.length; end += 1) {
      const blocks = splitMarkdownBlocks(reply.slice(0, end));
      const finished = previous.slice(0, -1);
      // Every block finished before keeps its exact text (and index) as more text arrives.
      expect(blocks.slice(0, finished.length)).toEqual(finished);
      previous = blocks;
    }
    expect(previous).toHaveLength(5);
  });
});

describe('renderableOpenBlock', () => {
  it('closes an unclosed code fence virtually', () => {
    expect(renderableOpenBlock('```python\nprint("hi")')).toBe('```python\nprint("hi")\n```');
    expect(renderableOpenBlock('~~~~\ncode')).toBe('~~~~\ncode\n~~~~');
  });

  it('leaves a closed fence alone', () => {
    expect(renderableOpenBlock('```\ncode\n```')).toBe('```\ncode\n```');
  });

  it('holds back a half-received table row', () => {
    expect(renderableOpenBlock('| Day | Time |\n|---|---|\n| Mon | 9:00 |\n| Tue | 1')).toBe('| Day | Time |\n|---|---|\n| Mon | 9:00 |');
  });

  it('hides a table header until its delimiter row is complete', () => {
    expect(renderableOpenBlock('Best times:\n| Day | Time |\n|--')).toBe('Best times:');
    expect(renderableOpenBlock('| Day | Time |')).toBe('');
  });

  it('shows the header as soon as the first row starts', () => {
    expect(renderableOpenBlock('| Day | Time |\n|---|---|\n| M')).toBe('| Day | Time |\n|---|---|');
  });

  it('leaves other text as it is', () => {
    expect(renderableOpenBlock('Half a senten')).toBe('Half a senten');
  });
});
