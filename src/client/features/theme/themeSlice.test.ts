import { makeStore } from '../../app/store';
import { selectEffectiveTheme, selectThemePreference, themeToggled } from './themeSlice';

describe('theme slice', () => {
  it('defaults to dark, toggles the stored preference, and stays dark in effect', () => {
    const store = makeStore();
    expect(selectThemePreference(store.getState())).toBe('dark');
    store.dispatch(themeToggled());
    expect(selectThemePreference(store.getState())).toBe('light');
    expect(selectEffectiveTheme(store.getState())).toBe('dark');
    store.dispatch(themeToggled());
    expect(selectThemePreference(store.getState())).toBe('dark');
  });
});
