import { act, screen } from '@testing-library/react';
import { ActionCreators, instrument, type LiftedState } from '@redux-devtools/instrument';
import type { Action, StoreEnhancer } from '@reduxjs/toolkit';
import { AppHeader } from '../features/shell/AppHeader';
import { chatToggled, topicSelected } from '../features/chat/chatPanelSlice';
import { ToastArea, toastShown } from '../features/toasts';
import { renderWithProviders } from '../test/renderWithProviders';
import { makeStore, type RootState } from './store';

type InstrumentedStore = ReturnType<typeof makeStore> & {
  liftedStore: {
    dispatch(action: ReturnType<typeof ActionCreators.jumpToState>): void;
    getState(): LiftedState<RootState, Action, null>;
  };
};

describe('Redux DevTools time travel', () => {
  it('jumps back to an earlier state and the UI follows', () => {
    const devtools = instrument(() => null, { maxAge: 50 }) as unknown as StoreEnhancer;
    const store = makeStore(undefined, { enhancers: [devtools] }) as InstrumentedStore;
    renderWithProviders(
      <>
        <AppHeader isMobile={false} drawerOpen={false} onOpenDrawer={() => undefined} />
        <ToastArea />
      </>,
      { store },
    );

    act(() => {
      store.dispatch(chatToggled());
      store.dispatch(toastShown({ type: 'success', message: 'Report saved' }));
      store.dispatch(topicSelected({ topic: 'Marketing', autoMessage: 'Plan', actionType: 'marketing_strategy' }));
    });
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Report saved')).toBeInTheDocument();

    const lifted = store.liftedStore.getState();
    const actionTypes = lifted.stagedActionIds.map((id) => lifted.actionsById[id].action.type);
    expect(actionTypes).toEqual(expect.arrayContaining(['chatPanel/chatToggled', 'toasts/toastShown', 'chatPanel/topicSelected']));

    // State 0 is the initial one: the panel closed, no toast.
    act(() => store.liftedStore.dispatch(ActionCreators.jumpToState(0)));
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Report saved')).not.toBeInTheDocument();

    // Forward again to just after the toast: the replayed action brings back the same toast.
    const afterToast = actionTypes.indexOf('toasts/toastShown');
    act(() => store.liftedStore.dispatch(ActionCreators.jumpToState(afterToast)));
    expect(screen.getByRole('button', { name: 'Close chat' })).toBeInTheDocument();
    expect(screen.getByText('Report saved')).toBeInTheDocument();
    expect(store.getState().chatPanel.selectedTopic).toBe('AI Assistant');
  });

  it('keeps every action serializable (the store would warn otherwise)', () => {
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    store.dispatch(toastShown({ type: 'info', message: 'x' }));
    store.dispatch(topicSelected({ topic: 'AI Assistant' }));
    expect(warn).not.toHaveBeenCalled();
    expect(JSON.parse(JSON.stringify(store.getState()))).toEqual(store.getState());
    warn.mockRestore();
  });
});
