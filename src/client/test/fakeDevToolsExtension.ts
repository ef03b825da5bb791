/*
 * A stand-in for the Redux DevTools browser extension, for the jest suite and the browser suite
 * (e2e/devtools.spec.ts injects it with page.addInitScript). Like the extension, it offers
 * `window.__REDUX_DEVTOOLS_EXTENSION__(options)` and passes every action and the state after it
 * through the options' sanitizers before "showing" them; it keeps what it was shown as JSON, beside
 * the raw action, so a test can check a credential reached the store but not DevTools.
 */

interface FakeDevToolsConnection {
  name: string | null;
  sanitizesActions: boolean;
  sanitizesState: boolean;
}

interface FakeDevToolsEntry {
  type: string;
  /** The action as dispatched. */
  raw: string;
  /** The action as DevTools shows (and exports) it. */
  shown: string;
  /** The state after the action, as DevTools shows it. */
  shownState: string;
}

export interface FakeDevToolsRecord {
  connections: FakeDevToolsConnection[];
  entries: FakeDevToolsEntry[];
}

export type FakeDevToolsWindow = { __fakeDevTools?: FakeDevToolsRecord };

/**
 * Installs the stand-in on `window`. Self-contained (no imports, nothing from the enclosing scope):
 * Playwright serializes it into the page as source text.
 */
export function installFakeDevToolsExtension(): void {
  type Sanitizer = (value: unknown, index: number) => unknown;
  type Options = { name?: string; actionSanitizer?: Sanitizer; stateSanitizer?: Sanitizer };
  type Store = { dispatch(action: { type: string }): unknown; getState(): unknown };
  type CreateStore = (reducer: unknown, preloadedState?: unknown) => Store;

  const record: FakeDevToolsRecord = { connections: [], entries: [] };
  const target = window as unknown as Record<string, unknown>;
  target.__fakeDevTools = record;
  target.__REDUX_DEVTOOLS_EXTENSION__ = (options: Options) => {
    record.connections.push({
      name: options.name ?? null,
      sanitizesActions: typeof options.actionSanitizer === 'function',
      sanitizesState: typeof options.stateSanitizer === 'function',
    });
    const show = (sanitizer: Sanitizer | undefined, value: unknown, index: number) => JSON.stringify(sanitizer ? sanitizer(value, index) : value);
    return (createStore: CreateStore) => (reducer: unknown, preloadedState?: unknown) => {
      const store = createStore(reducer, preloadedState);
      const dispatch = (action: { type: string }) => {
        const result = store.dispatch(action);
        const index = record.entries.length;
        record.entries.push({
          type: String(action.type),
          raw: JSON.stringify(action),
          shown: show(options.actionSanitizer, action, index),
          shownState: show(options.stateSanitizer, store.getState(), index),
        });
        return result;
      };
      return { ...store, dispatch };
    };
  };
}

/** The record of the stand-in installed on this window. */
export function fakeDevToolsRecord(): FakeDevToolsRecord {
  const record = (window as unknown as FakeDevToolsWindow).__fakeDevTools;
  if (!record) throw new Error('installFakeDevToolsExtension() was not called');
  return record;
}

export function removeFakeDevToolsExtension(): void {
  const target = window as unknown as Record<string, unknown>;
  delete target.__fakeDevTools;
  delete target.__REDUX_DEVTOOLS_EXTENSION__;
}
