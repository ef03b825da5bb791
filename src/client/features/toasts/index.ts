/** The toasts feature's public surface: other features and app/ import only from here. */
export { ToastArea } from './ToastArea';
export { toastShown, toastsSlice, type ToastType } from './toastsSlice';
