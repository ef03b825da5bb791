import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import type { PreloadedAppState } from '../../app/store';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInState } from '../../test/fixtures';
import { CHAT_SUGGESTIONS } from '../../../shared/chatSuggestions';
import { useAppDispatch } from '../../base/hooks';
import { chatOpened, initialChatPanelState, type ChatPanelState } from './chatPanelSlice';
import ChatPanel from './ChatPanel';
import { conversationSlice, selectAllMessages, type ChatMessage } from './conversationSlice';
import { jsonAnswer, openEventStream, sseData, startLoopbackServer, writePieces, type LoopbackServer, type RouteHandler } from './testing/loopbackServer';
import type { ChatStreamBody } from '../../../shared/chat';
import { parsedJson } from '../../test/loopbackServer';

const STREAM = 'POST /api/chat/stream';
const INITIALIZE = 'GET /api/chat/initialize';
const initializeAnswer = {
  provider: { id: 'offline', label: 'Offline assistant', model: null, offline: true },
  suggestions: CHAT_SUGGESTIONS,
  limits: { maxMessageChars: 8000, maxHistoryMessages: 100, requestsPerMinute: 20 },
};

let server: LoopbackServer;

beforeEach(async () => {
  server = await startLoopbackServer();
  setApiBaseUrl(server.origin);
  server.on(INITIALIZE, jsonAnswer(200, initializeAnswer));
});

afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await server.close();
});

function reply(...chunks: string[]): RouteHandler {
  return async (response) => {
    openEventStream(response);
    await writePieces(response, [...chunks.map((chunk) => sseData({ chunk })), sseData('[DONE]')], 5);
    response.end();
  };
}

function preloaded(chatPanel: Partial<ChatPanelState> = {}, messages: ChatMessage[] = []): PreloadedAppState {
  const conversation = conversationSlice.getInitialState();
  return {
    ...signedInState(),
    chatPanel: { ...initialChatPanelState, isOpen: true, ...chatPanel },
    conversation: {
      ...conversation,
      initialized: true,
      messages: { ids: messages.map((m) => m.id), entities: Object.fromEntries(messages.map((m) => [m.id, m])) },
    },
  };
}

const message = (id: string, role: ChatMessage['role'], content: string): ChatMessage => ({
  id,
  role,
  content,
  timestamp: '2026-11-20T22:41:05.000Z',
});

const input = () => screen.getByRole('textbox', { name: 'Message' });

/** A page button that opens the panel, as the header's does. */
function OpenerAndPanel() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" onClick={() => dispatch(chatOpened())}>
        Open the assistant
      </button>
      <ChatPanel />
    </>
  );
}
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('ChatPanel: opening', () => {
  it('renders nothing while the panel is closed', () => {
    const { container } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded({ isOpen: false }) });
    expect(container).toBeEmptyDOMElement();
  });

  it("says 'Initializing chat...' while /api/chat/initialize runs, then greets with the topic's cards", async () => {
    const { store } = renderWithProviders(<ChatPanel />, {
      preloadedState: { ...signedInState(), chatPanel: { ...initialChatPanelState, isOpen: true } },
    });
    expect(screen.getByText('Initializing chat...')).toBeInTheDocument();
    expect(screen.getByText('Setting up a new conversation')).toBeInTheDocument();

    expect(await screen.findByText('How can I help with AI Assistant?')).toBeInTheDocument();
    expect(screen.getByText('Choose a suggestion below or ask me anything')).toBeInTheDocument();
    expect(screen.getByText('Offline assistant')).toBeInTheDocument();
    expect(store.getState().conversation?.initialized).toBe(true);
    const cards = within(screen.getByRole('list', { name: 'Suggestions' })).getAllByRole('button');
    expect(cards.map((card) => card.querySelector('strong')?.textContent)).toEqual([
      'Content Ideas',
      'Write Caption',
      'Engagement Tips',
      'Competitor Analysis',
    ]);
    expect(server.count(INITIALIZE)).toBe(1);
  });

  it('shows the Marketing cards for the Marketing topic', () => {
    renderWithProviders(<ChatPanel />, { preloadedState: preloaded({ selectedTopic: 'Marketing' }) });
    expect(screen.getByRole('heading', { name: 'Marketing' })).toBeInTheDocument();
    expect(screen.getByText('How can I help with Marketing?')).toBeInTheDocument();
    for (const title of ['Marketing Strategy', 'Call to Action', 'Engagement Tips', 'Competitor Analysis']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.queryByText('Content Ideas')).not.toBeInTheDocument();
  });

  it('explains that chats are temporary in the info tooltip', () => {
    renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    const info = screen.getByRole('button', { name: 'About chats' });
    expect(info).toHaveAccessibleDescription('Chats are temporary and old chats will be destroyed when starting a new chat');
  });

  it('focuses the input 300 ms after opening', () => {
    jest.useFakeTimers();
    renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    act(() => jest.advanceTimersByTime(299));
    expect(input()).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(1));
    expect(input()).toHaveFocus();
  });

  it('sends a pending auto-message 300 ms after opening, exactly once, then clears it', async () => {
    server.on(STREAM, reply('Here is your plan'));
    jest.useFakeTimers();
    const { store } = renderWithProviders(<ChatPanel />, {
      preloadedState: preloaded({
        selectedTopic: 'Marketing',
        autoMessage: 'Plan my month',
        actionType: 'marketing_strategy',
      }),
    });
    act(() => jest.advanceTimersByTime(299));
    expect(selectAllMessages(store.getState())).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(selectAllMessages(store.getState()).map((m) => [m.role, m.content])).toEqual([
      ['user', 'Plan my month'],
      ['assistant', ''],
    ]);
    expect(store.getState().chatPanel).toMatchObject({ autoMessage: null, actionType: null });

    jest.useRealTimers();
    expect(await screen.findByText('Here is your plan')).toBeInTheDocument();
    expect(selectAllMessages(store.getState()).filter((m) => m.role === 'user')).toHaveLength(1);
    expect(server.count(STREAM)).toBe(1);
    expect(JSON.parse(server.requests.find((r) => r.path === '/api/chat/stream')!.body)).toMatchObject({
      messageHistory: [{ role: 'user', content: 'Plan my month' }],
      topic: 'Marketing',
      actionType: 'marketing_strategy',
    });
  });
});

describe('ChatPanel: composing', () => {
  it('a suggestion card fills the input with its prompt and sends nothing', async () => {
    const { store, user } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    await user.click(screen.getByRole('button', { name: /Write Caption/ }));
    const caption = CHAT_SUGGESTIONS.find((s) => s.title === 'Write Caption')!;
    expect(input()).toHaveValue(caption.prompt);
    expect(input()).toHaveFocus();
    expect(selectAllMessages(store.getState())).toEqual([]);
    expect(sendButton()).toBeEnabled();
  });

  it('sends the card prompt with its action type', async () => {
    server.on(STREAM, reply('Ideas'));
    const { user } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    await user.click(screen.getByRole('button', { name: /Content Ideas/ }));
    await user.click(sendButton());
    await screen.findByText('Ideas');
    expect(JSON.parse(server.requests.find((r) => r.path === '/api/chat/stream')!.body)).toMatchObject({
      topic: 'AI Assistant',
      actionType: 'content_ideas',
    });
  });

  it('Shift+Enter adds a line, Enter sends, and Send is disabled while blank or loading', async () => {
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    server.on(STREAM, async (response) => {
      openEventStream(response);
      response.write(sseData({ chunk: 'Thinking about it' }));
      await finished;
      response.end(sseData('[DONE]'));
    });
    const { store, user } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();

    await user.clear(input());
    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input()).toHaveValue('First line\nsecond line');
    expect(selectAllMessages(store.getState())).toEqual([]);

    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('');
    expect(screen.getByText('First line second line', { normalizer: (s) => s.replace(/\s+/g, ' ') })).toBeInTheDocument();
    expect(await screen.findByText('Thinking about it')).toBeInTheDocument();

    await user.type(input(), 'Next question');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(selectAllMessages(store.getState()).filter((m) => m.role === 'user')).toHaveLength(1);

    finish();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(input()).toHaveValue('Next question');
  });

  it('Stop ends a reply and keeps what arrived', async () => {
    server.on(STREAM, async (response) => {
      openEventStream(response);
      response.write(sseData({ chunk: 'Partial answer' }));
    });
    const { store, user } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    await user.type(input(), 'Go{Enter}');
    await screen.findByText('Partial answer');
    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    expect(store.getState().conversation?.loading).toBe(false);
    expect(screen.queryByRole('button', { name: 'Stop generating' })).not.toBeInTheDocument();
    expect(screen.getByText('Partial answer')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure in the panel and Retry resends the last message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.on(
      STREAM,
      async (response) => {
        openEventStream(response);
        response.end(sseData({ chunk: 'Half ' }) + sseData({ error: 'The model is busy' }));
      },
      reply('A full answer'),
    );
    const { user } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    await user.type(input(), 'Help me{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The model is busy');
    expect(screen.getByText('Half')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled(); // blank input, not loading

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('A full answer')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Half')).not.toBeInTheDocument();
    expect(screen.getAllByText('Help me')).toHaveLength(1);
  });

  it('Retry is reached and pressed from the keyboard, and resends the last user message without the failed reply', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.on(
      STREAM,
      async (response) => {
        openEventStream(response);
        response.end(sseData({ chunk: 'Half ' }) + sseData({ error: 'Anthropic is overloaded right now. Try again in a moment.' }) + sseData('[DONE]'));
      },
      reply('A full answer'),
    );
    const { user } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    await user.type(input(), 'Help me{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Anthropic is overloaded right now. Try again in a moment.');
    const retry = within(alert).getByRole('button', { name: 'Retry' });

    // Back from the message box, as a keyboard user would go, until Retry has the focus.
    for (let presses = 0; presses < 10 && document.activeElement !== retry; presses += 1) await user.tab({ shift: true });
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('A full answer')).toBeInTheDocument();
    const streams = server.requests.filter((r) => `${r.method} ${r.path}` === STREAM);
    expect(streams).toHaveLength(2);
    expect(parsedJson<ChatStreamBody>(streams[1].body).messageHistory).toEqual([{ role: 'user', content: 'Help me' }]);
  });

  it("offers Retry for a failed initialization and says 'Failed to initialize chat'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.on(INITIALIZE, jsonAnswer(403, { message: 'Forbidden' }), jsonAnswer(200, initializeAnswer));
    const { user } = renderWithProviders(<ChatPanel />, {
      preloadedState: { ...signedInState(), chatPanel: { ...initialChatPanelState, isOpen: true } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to initialize chat');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByText('Offline assistant')).toBeInTheDocument();
  });

  it("'Start a new chat' clears the conversation and initializes again", async () => {
    const { store, user } = renderWithProviders(<ChatPanel />, {
      preloadedState: preloaded({}, [message('u1', 'user', 'Old question'), message('a1', 'assistant', 'Old answer')]),
    });
    expect(screen.getByText('Old answer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(screen.queryByText('Old answer')).not.toBeInTheDocument();
    expect(await screen.findByText('How can I help with AI Assistant?')).toBeInTheDocument();
    expect(store.getState().conversation?.initialized).toBe(true);
    expect(server.count(INITIALIZE)).toBe(1);
  });
});

describe('ChatPanel: messages', () => {
  it('hides system messages and renders user text as plain text', () => {
    renderWithProviders(<ChatPanel />, {
      preloadedState: preloaded({}, [message('s1', 'system', 'You are a secret prompt'), message('u1', 'user', '**not bold** <b>raw</b>')]),
    });
    expect(screen.queryByText('You are a secret prompt')).not.toBeInTheDocument();
    expect(screen.getByText('**not bold** <b>raw</b>')).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  });

  it('renders assistant markdown safely: new-tab links, no raw HTML, no javascript: links', () => {
    const markdown = [
      '## Weekly plan',
      '',
      '- Reels on **Monday**',
      '- Carousels on Thursday',
      '',
      '[Docs](https://example.com/guide) and [bad](javascript:alert(1)) and [data](data:text/html,hi)',
      '',
      'Before <b>bold</b> after <img src=x onerror="alert(1)"><script>alert(2)</script>',
      '',
      '<div onclick="alert(3)">an HTML block</div>',
    ].join('\n');
    renderWithProviders(<ChatPanel />, { preloadedState: preloaded({}, [message('a1', 'assistant', markdown)]) });
    expect(screen.getByRole('heading', { name: 'Weekly plan', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const docs = screen.getByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('href', 'https://example.com/guide');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 'data' })).not.toBeInTheDocument();
    const log = screen.getByRole('log');
    expect(log.querySelector('script, img, b, div[onclick]')).toBeNull();
    expect(screen.getByText(/^Before\s+bold\s+after/)).toBeInTheDocument();
    expect(screen.queryByText(/an HTML block/)).not.toBeInTheDocument();
  });

  it('highlights the loaded languages and leaves unknown ones plain', () => {
    const markdown = '```ts\nconst answer: number = 42;\n```\n\n```brainfuck\n++>-\n```';
    renderWithProviders(<ChatPanel />, { preloadedState: preloaded({}, [message('a1', 'assistant', markdown)]) });
    const [ts, unknown] = Array.from(screen.getByRole('log').querySelectorAll('pre code'));
    expect(ts).toHaveTextContent('const answer: number = 42;');
    expect(ts.querySelector('.token.keyword')).toHaveTextContent('const');
    expect(ts.querySelector('.token.number')).toHaveTextContent('42');
    expect(unknown).toHaveTextContent('++>-');
    expect(unknown.querySelector('.token')).toBeNull();
  });

  it('copies the raw markdown of a reply and says Copied; shows the time stamp', async () => {
    const markdown = '**Bold** answer with `code`';
    const { user } = renderWithProviders(<ChatPanel />, {
      preloadedState: preloaded({}, [message('a1', 'assistant', markdown)]),
    });
    expect(screen.getByRole('log').querySelector('time')).toHaveAttribute('datetime', '2026-11-20T22:41:05.000Z');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(markdown);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('exports a table as CSV named with a time stamp', async () => {
    const markdown = ['| Format | Note |', '|---|---|', '| Reels, short | say "hi" |', '| Carousel | 3 slides |'].join('\n');
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:chat-table';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    const { user } = renderWithProviders(<ChatPanel />, {
      preloadedState: preloaded({}, [message('a1', 'assistant', markdown)]),
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    click.mockRestore();

    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^table-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.csv$/);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    // A BOM-keeping decode: spreadsheet apps need it to read the file as UTF-8.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
    expect(text).toBe('\uFEFFFormat,Note\r\n"Reels, short","say ""hi"""\r\nCarousel,3 slides');
  });
});

describe('ChatPanel: layout', () => {
  const separator = () => screen.getByRole('separator', { name: 'Resize chat panel' });

  it('resizes from the keyboard between 300 px and 30 % of the window', async () => {
    const { store, user } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded({ width: 400 }) });
    expect(separator()).toHaveAttribute('aria-orientation', 'vertical');
    expect(separator()).toHaveAttribute('aria-valuenow', '400');
    // The panel focuses its input 300 ms after opening; on a slow machine that landed between two keys.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
    separator().focus();
    await user.keyboard('{ArrowLeft}');
    expect(store.getState().chatPanel.width).toBe(416);
    await user.keyboard('{End}');
    expect(store.getState().chatPanel.width).toBe(432); // 30 % of 1440
    await user.keyboard('{ArrowLeft}');
    expect(store.getState().chatPanel.width).toBe(432);
    await user.keyboard('{Home}');
    expect(store.getState().chatPanel.width).toBe(300);
    await user.keyboard('{ArrowRight}');
    expect(store.getState().chatPanel.width).toBe(300);
  });

  it('resizes by dragging the left edge and commits the width once on release', () => {
    const { store } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded({ width: 350 }) });
    const dispatch = jest.spyOn(store, 'dispatch');
    fireEvent(separator(), new MouseEvent('pointerdown', { bubbles: true, clientX: 1000, button: 0 }));
    fireEvent(window, new MouseEvent('pointermove', { clientX: 960 }));
    expect(separator()).toHaveAttribute('aria-valuenow', '390');
    fireEvent(window, new MouseEvent('pointermove', { clientX: 500 }));
    expect(separator()).toHaveAttribute('aria-valuenow', '432');
    expect(store.getState().chatPanel.width).toBe(350);
    fireEvent(window, new MouseEvent('pointerup', { clientX: 500 }));
    expect(store.getState().chatPanel.width).toBe(432);
    expect(dispatch.mock.calls.filter(([action]) => (action as { type: string }).type === 'chatPanel/widthChanged')).toHaveLength(1);
  });

  it('clamps the width again when the window shrinks', () => {
    const { store } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded({ width: 420 }) });
    act(() => {
      window.innerWidth = 1100;
      window.dispatchEvent(new Event('resize'));
    });
    expect(store.getState().chatPanel.width).toBe(330);
    expect(separator()).toHaveAttribute('aria-valuenow', '330');
  });

  it('expands to 500 where the window allows it', async () => {
    window.innerWidth = 1920;
    const { store, user } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    await user.click(screen.getByRole('button', { name: 'Expand chat' }));
    expect(store.getState().chatPanel).toMatchObject({ isExpanded: true, width: 500 });
    expect(screen.getByRole('button', { name: 'Collapse chat' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is a modal overlay under 768 px whose backdrop closes it', async () => {
    window.innerWidth = 375;
    const { store, user } = renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    const dialog = screen.getByRole('dialog', { name: 'AI Assistant' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Expand chat' })).not.toBeInTheDocument();
    await user.click(screen.getByTestId('chat-backdrop'));
    expect(store.getState().chatPanel.isOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape from inside the desktop panel and gives focus back to the button that opened it', async () => {
    window.innerWidth = 1440;
    const { store, user } = renderWithProviders(<OpenerAndPanel />, { preloadedState: preloaded({ isOpen: false }) });
    const opener = screen.getByRole('button', { name: 'Open the assistant' });
    await user.click(opener);
    await waitFor(() => expect(input()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(store.getState().chatPanel.isOpen).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes on Escape with the focus on the page, keeps that focus, and leaves an Escape a modal dialog or a control took alone', async () => {
    window.innerWidth = 1440;
    const { store, user } = renderWithProviders(<OpenerAndPanel />, { preloadedState: preloaded({ isOpen: false }) });
    const opener = screen.getByRole('button', { name: 'Open the assistant' });
    await user.click(opener);
    await waitFor(() => expect(input()).toHaveFocus());
    opener.focus();

    // A modal dialog open elsewhere owns the Escape.
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    await user.keyboard('{Escape}');
    expect(store.getState().chatPanel.isOpen).toBe(true);
    dialog.remove();

    // So does a control that handled it (a menu, a tooltip) and said so.
    const takeEscape = (event: KeyboardEvent) => event.preventDefault();
    opener.addEventListener('keydown', takeEscape);
    await user.keyboard('{Escape}');
    expect(store.getState().chatPanel.isOpen).toBe(true);
    opener.removeEventListener('keydown', takeEscape);

    await user.keyboard('{Escape}');
    expect(store.getState().chatPanel.isOpen).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes on Escape in the mobile overlay and from the close button on desktop', async () => {
    window.innerWidth = 375;
    const first = renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    await first.user.keyboard('{Escape}');
    expect(first.store.getState().chatPanel.isOpen).toBe(false);
    first.unmount();

    window.innerWidth = 1440;
    const second = renderWithProviders(<ChatPanel />, { preloadedState: preloaded() });
    await second.user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(second.store.getState().chatPanel.isOpen).toBe(false);
  });
});
