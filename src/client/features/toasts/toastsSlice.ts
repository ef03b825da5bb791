import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  /** Epoch ms; the 5 s lifetime counts from here. */
  createdAt: number;
  /** True during the 300 ms exit animation, before the toast is removed. */
  leaving: boolean;
}

const MAX_VISIBLE_TOASTS = 3;
export const TOAST_TIMING = { autoDismissMs: 5000, cardMs: 4500, exitMs: 300 } as const;

const toastsAdapter = createEntityAdapter<Toast>({ sortComparer: (a, b) => a.createdAt - b.createdAt });

/** A toast's id: a random short string. */
const shortId = () => Math.random().toString(36).slice(2, 10);

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: toastsAdapter.getInitialState(),
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        toastsAdapter.addOne(state, action.payload);
        const overflow = state.ids.length - MAX_VISIBLE_TOASTS;
        if (overflow > 0) toastsAdapter.removeMany(state, state.ids.slice(0, overflow));
      },
      // The id and time are made here so replaying the action (DevTools) replays the same toast.
      prepare: ({ type, message }: { type: ToastType; message: string }) => ({
        payload: { id: shortId(), type, message, createdAt: Date.now(), leaving: false },
      }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      const toast = state.entities[action.payload];
      if (toast) toast.leaving = true;
    },
    toastRemoved(state, action: PayloadAction<string>) {
      toastsAdapter.removeOne(state, action.payload);
    },
  },
});

export const { toastShown, toastDismissed, toastRemoved } = toastsSlice.actions;

export const { selectAll: selectToasts } = toastsAdapter.getSelectors((state: { toasts: ReturnType<typeof toastsSlice.reducer> }) => state.toasts);
