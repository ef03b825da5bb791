/** The theme feature's public surface: app/ wires the slice into the store from here. */
export { themePersistConfig, themeSlice, type ThemeState } from './themeSlice';
