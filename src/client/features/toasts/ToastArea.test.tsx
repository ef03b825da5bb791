import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ToastArea } from './ToastArea';
import { selectToasts, toastShown } from './toastsSlice';

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ToastArea', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderArea = () => renderWithProviders(<ToastArea />, { userEventOptions: { advanceTimers: jest.advanceTimersByTime } });

  it('shows toasts in a Notifications region, errors as alerts', () => {
    const { store } = renderArea();
    act(() => {
      store.dispatch(toastShown({ type: 'success', message: 'Saved' }));
      store.dispatch(toastShown({ type: 'error', message: 'Sync failed' }));
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveTextContent('Saved');
    expect(within(region).getByRole('alert')).toHaveTextContent('Sync failed');
  });

  it('hides a card after 4.5 s and removes it after the 300 ms exit', () => {
    const { store } = renderArea();
    act(() => {
      store.dispatch(toastShown({ type: 'info', message: 'Hello' }));
    });
    advance(4499);
    expect(selectToasts(store.getState())[0].leaving).toBe(false);
    advance(1);
    expect(selectToasts(store.getState())[0].leaving).toBe(true);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    advance(300);
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    expect(selectToasts(store.getState())).toHaveLength(0);
  });

  it('pauses the card timer while hovered and resumes it with the time left', () => {
    const { store } = renderArea();
    act(() => {
      store.dispatch(toastShown({ type: 'info', message: 'Hover me' }));
    });
    advance(1000);
    const card = screen.getByRole('status');
    fireEvent.mouseEnter(card);
    advance(10_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    expect(selectToasts(store.getState())[0].leaving).toBe(false);
    fireEvent.mouseLeave(card);
    advance(3499);
    expect(selectToasts(store.getState())[0].leaving).toBe(false);
    advance(1);
    expect(selectToasts(store.getState())[0].leaving).toBe(true);
    advance(300);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('dismisses on the Dismiss button after the exit animation', async () => {
    const { store, user } = renderArea();
    act(() => {
      store.dispatch(toastShown({ type: 'warning', message: 'Careful' }));
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByText('Careful')).toBeInTheDocument();
    advance(300);
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
  });

  it('shows at most three, dropping the oldest', () => {
    const { store } = renderArea();
    act(() => {
      ['one', 'two', 'three', 'four'].forEach((message) => store.dispatch(toastShown({ type: 'info', message })));
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(region)
        .getAllByRole('status')
        .map((el) => el.textContent),
    ).toEqual(['two', 'three', 'four']);
  });
});
