import { makeStore } from '../../app/store';
import { selectToasts, toastDismissed, toastRemoved, toastShown } from './toastsSlice';

describe('toasts slice', () => {
  it('creates a toast with a short random id, its type and message', () => {
    const store = makeStore();
    store.dispatch(toastShown({ type: 'success', message: 'Saved' }));
    const [toast] = selectToasts(store.getState());
    expect(toast).toMatchObject({ type: 'success', message: 'Saved', leaving: false });
    expect(toast.id).toMatch(/^[a-z0-9]{4,10}$/);
  });

  it('gives every toast its own id', () => {
    const first = toastShown({ type: 'info', message: 'a' });
    const second = toastShown({ type: 'info', message: 'a' });
    expect(first.payload.id).not.toBe(second.payload.id);
  });

  it('keeps at most 3, dropping the oldest', () => {
    const store = makeStore();
    ['one', 'two', 'three', 'four', 'five'].forEach((message) => store.dispatch(toastShown({ type: 'info', message })));
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual(['three', 'four', 'five']);
  });

  it('marks a dismissed toast as leaving, then removes it', () => {
    const store = makeStore();
    const { payload } = store.dispatch(toastShown({ type: 'error', message: 'Oops' }));
    store.dispatch(toastDismissed(payload.id));
    expect(selectToasts(store.getState())[0].leaving).toBe(true);
    store.dispatch(toastRemoved(payload.id));
    expect(selectToasts(store.getState())).toEqual([]);
  });
});
