import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from '../../../src/client/base/theme';
import { createFrameCoalescer } from '../../../src/client/features/chat/frameCoalescer';
import { StreamingMarkdown } from '../../../src/client/features/chat/markdown/StreamingMarkdown';
import { generateReply, splitIntoChunks } from './generateReply';

/**
 * The benchmark page: feeds the same chunk schedule to (a) our streaming renderer behind the
 * per-frame coalescer and (b) plain react-markdown re-rendering the whole message on every chunk.
 */

const CHUNKS_PER_TICK = 4;
const TICK_MS = 4;
// Built once when the page loads, so generating the reply is not counted in either run's traced time.
const CHUNKS = splitIntoChunks(generateReply());

type Mode = 'ours' | 'naive';

interface RunResult {
  mode: Mode;
  chunksRendered: number;
  renders: number;
  complete: boolean;
  wallMs: number;
  finalTextLength: number;
}

function mount(): Root {
  document.getElementById('root')?.remove();
  const container = document.createElement('div');
  container.id = 'root';
  container.style.width = '480px';
  document.body.appendChild(container);
  return createRoot(container);
}

const remarkPlugins = [remarkGfm];

function renderInto(root: Root, mode: Mode, text: string, streaming: boolean) {
  flushSync(() =>
    root.render(
      <ThemeProvider theme={darkTheme}>
        {mode === 'ours' ? <StreamingMarkdown text={text} streaming={streaming} /> : <Markdown remarkPlugins={remarkPlugins}>{text}</Markdown>}
      </ThemeProvider>,
    ),
  );
}

/** Delivers CHUNKS_PER_TICK chunks every TICK_MS, like a fast network; stops early past the time budget. */
function feed(chunks: string[], onChunk: (chunk: string) => void, budgetMs: number): Promise<{ delivered: number; complete: boolean }> {
  const started = performance.now();
  let index = 0;
  return new Promise((resolve) => {
    const tick = () => {
      for (let n = 0; n < CHUNKS_PER_TICK && index < chunks.length; n += 1) onChunk(chunks[index++]);
      const overBudget = performance.now() - started > budgetMs;
      if (index >= chunks.length || overBudget) resolve({ delivered: index, complete: index >= chunks.length });
      else setTimeout(tick, TICK_MS);
    };
    setTimeout(tick, TICK_MS);
  });
}

async function run(mode: Mode, budgetMs: number): Promise<RunResult> {
  const root = mount();
  let text = '';
  let renders = 0;
  const render = (streaming: boolean) => {
    renders += 1;
    renderInto(root, mode, text, streaming);
  };
  const started = performance.now();
  let outcome: { delivered: number; complete: boolean };
  if (mode === 'ours') {
    const coalescer = createFrameCoalescer((piece) => {
      text += piece;
      render(true);
    });
    outcome = await feed(CHUNKS, coalescer.push, budgetMs);
    coalescer.flush();
    render(false);
  } else {
    outcome = await feed(
      CHUNKS,
      (chunk) => {
        text += chunk;
        render(true);
      },
      budgetMs,
    );
  }
  const wallMs = performance.now() - started;
  const result = { mode, chunksRendered: outcome.delivered, renders, complete: outcome.complete, wallMs, finalTextLength: text.length };
  root.unmount();
  return result;
}

const info = () => ({ bytes: CHUNKS.join('').length, chunks: CHUNKS.length });

Object.assign(window, { streamBench: { run, info } });
document.title = 'stream-render bench ready';
