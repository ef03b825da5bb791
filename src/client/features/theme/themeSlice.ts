import { createSlice } from '@reduxjs/toolkit';
import storage from 'redux-persist/lib/storage';
import type { PersistConfig } from 'redux-persist';

export type ThemeName = 'dark' | 'light';

export interface ThemeState {
  /** The stored preference: it can be toggled and is saved, but the effective theme is always dark. */
  value: ThemeName;
}

const initialState: ThemeState = { value: 'dark' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themeToggled(state) {
      state.value = state.value === 'dark' ? 'light' : 'dark';
    },
  },
  selectors: {
    selectThemePreference: (state) => state.value,
    selectEffectiveTheme: (): ThemeName => 'dark',
  },
});

export const themePersistConfig: PersistConfig<ThemeState> = { key: 'theme', storage, whitelist: ['value'] };

export const { themeToggled } = themeSlice.actions;
export const { selectThemePreference, selectEffectiveTheme } = themeSlice.selectors;
