/** The toasts feature's public surface: other features import only from here. */
export { toastShown } from './toastsSlice';
