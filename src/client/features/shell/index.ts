/** The shell feature's public surface: other features import only from here. */
export { useSignOut } from './useSignOut';
