/**
 * Splits a streamed markdown reply into top-level blocks so that finished blocks can be
 * memoised and never parsed again while the reply grows. Only the last block
 * is still open while streaming.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])(\s|$)/;
const TABLE_LINE = /^\s*\|/;
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

interface OpenFence {
  char: string;
  length: number;
}

function fenceOpenedBy(line: string): OpenFence | null {
  const match = FENCE.exec(line);
  return match ? { char: match[1][0], length: match[1].length } : null;
}

function closesFence(line: string, fence: OpenFence): boolean {
  const match = FENCE.exec(line);
  return match !== null && match[1][0] === fence.char && match[1].length >= fence.length && line.trim() === match[1];
}

const isBlank = (line: string) => line.trim() === '';

/**
 * After a blank line, a line still belongs to the previous block when it continues a list
 * (another item, or indented content of an item) or is indented content of any block.
 * Splitting there would turn one list into several.
 */
function continuesBlock(blockFirstLine: string, line: string): boolean {
  if (/^(\t| {2,})\S/.test(line)) return true;
  return LIST_ITEM.test(blockFirstLine) && LIST_ITEM.test(line);
}

/** Top-level blocks of `markdown`, each without its separating blank lines. */
export function splitMarkdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let blankRun: string[] = [];
  let fence: OpenFence | null = null;

  for (const line of markdown.split('\n')) {
    if (fence) {
      current.push(line);
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    if (isBlank(line)) {
      if (current.length > 0) blankRun.push(line);
      continue;
    }
    if (blankRun.length > 0) {
      if (continuesBlock(current[0], line)) current.push(...blankRun);
      else {
        blocks.push(current.join('\n'));
        current = [];
      }
      blankRun = [];
    }
    current.push(line);
    fence = fenceOpenedBy(line);
  }
  if (current.length > 0) blocks.push(current.join('\n'));
  return blocks;
}

/** The fence a block leaves open at its end, if any. */
function unclosedFence(block: string): OpenFence | null {
  let fence: OpenFence | null = null;
  for (const line of block.split('\n')) {
    if (fence) {
      if (closesFence(line, fence)) fence = null;
    } else fence = fenceOpenedBy(line);
  }
  return fence;
}

/**
 * While a table streams in, its last line may be a half-received row: it is held back until
 * the next line starts. The header shows only once its delimiter row is complete; before that
 * it would flash as a paragraph of pipes.
 */
function withoutPartialTable(block: string): string {
  const lines = block.split('\n');
  let start = lines.length;
  while (start > 0 && TABLE_LINE.test(lines[start - 1])) start -= 1;
  if (start === lines.length) return block;
  const completeTableLines = lines.slice(start, -1);
  const hasHeader = completeTableLines.length >= 2 && TABLE_DELIMITER.test(completeTableLines[1]);
  return lines.slice(0, hasHeader ? -1 : start).join('\n');
}

/**
 * How the still-open last block is rendered mid-stream: an unclosed code fence is closed
 * virtually (so the code renders as code, not as text that turns into code later) and a
 * table shows only its complete rows.
 */
export function renderableOpenBlock(block: string): string {
  const fence = unclosedFence(block);
  if (fence) return `${block}\n${fence.char.repeat(fence.length)}`;
  return withoutPartialTable(block);
}
