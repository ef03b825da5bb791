import { chatToggled } from '../features/chat/chatPanelSlice';
import { signedIn } from '../features/session';
import { fakeDevToolsRecord, installFakeDevToolsExtension, removeFakeDevToolsExtension } from '../test/fakeDevToolsExtension';
import { testUser } from '../test/fixtures';
import { devToolsOptions } from './devtools';
import { REDACTED, sanitizeAction, sanitizeState } from './devtoolsSanitizers';
import { makeStore } from './store';
import { parsedJson } from '../test/loopbackServer';

describe('the store and the Redux DevTools extension', () => {
  const switchBefore = process.env.REDUX_DEVTOOLS;

  beforeEach(() => installFakeDevToolsExtension());

  afterEach(() => {
    removeFakeDevToolsExtension();
    if (switchBefore === undefined) delete process.env.REDUX_DEVTOOLS;
    else process.env.REDUX_DEVTOOLS = switchBefore;
  });

  it('connects when the extension is present, with the sanitizers, and every action still reaches the store', () => {
    const store = makeStore();
    expect(fakeDevToolsRecord().connections).toEqual([{ name: 'Instagram Analytics', sanitizesActions: true, sanitizesState: true }]);
    expect(devToolsOptions).toMatchObject({ actionSanitizer: sanitizeAction, stateSanitizer: sanitizeState });

    store.dispatch(chatToggled());
    store.dispatch(signedIn({ user: testUser, accessToken: 'access-devtools', refreshToken: 'refresh-devtools' }));

    expect(store.getState().chatPanel.isOpen).toBe(true);
    expect(store.getState().session.accessToken).toBe('access-devtools');
    const shown = fakeDevToolsRecord().entries.filter((entry) => entry.type === 'session/signedIn');
    expect(shown).toHaveLength(1);
    expect(parsedJson<{ payload: unknown }>(shown[0].shown).payload).toMatchObject({ accessToken: REDACTED, refreshToken: REDACTED, user: testUser });
  });

  it('does not connect when the bundle was built with REDUX_DEVTOOLS=false', () => {
    // webpack.config.ts writes the build's value in place of process.env.REDUX_DEVTOOLS; here it is read as is.
    process.env.REDUX_DEVTOOLS = 'false';
    const store = makeStore();
    store.dispatch(chatToggled());
    expect(store.getState().chatPanel.isOpen).toBe(true);
    expect(fakeDevToolsRecord()).toEqual({ connections: [], entries: [] });
  });

  it('works without the extension', () => {
    removeFakeDevToolsExtension();
    const store = makeStore();
    store.dispatch(chatToggled());
    expect(store.getState().chatPanel.isOpen).toBe(true);
  });
});
