import { makeStore } from '../../app/store';
import {
  autoMessageCleared,
  chatClosed,
  chatOpened,
  chatToggled,
  expandToggled,
  selectAutoMessage,
  selectChatActionType,
  selectChatPanelWidth,
  selectIsChatExpanded,
  selectIsChatOpen,
  selectSelectedTopic,
  topicSelected,
  widthChanged,
} from './chatPanelSlice';
import { clampPanelWidth } from './clampPanelWidth';

describe('chatPanel slice', () => {
  it('starts closed on the AI Assistant topic at 400px without an auto-message', () => {
    const state = makeStore().getState();
    expect(state.chatPanel).toEqual({
      isOpen: false,
      selectedTopic: 'AI Assistant',
      isExpanded: false,
      autoMessage: null,
      actionType: null,
      width: 400,
    });
  });

  it('toggles, opens and closes', () => {
    const store = makeStore();
    store.dispatch(chatToggled());
    expect(selectIsChatOpen(store.getState())).toBe(true);
    store.dispatch(chatToggled());
    expect(selectIsChatOpen(store.getState())).toBe(false);
    store.dispatch(chatOpened());
    store.dispatch(chatOpened());
    expect(selectIsChatOpen(store.getState())).toBe(true);
    store.dispatch(chatClosed());
    expect(selectIsChatOpen(store.getState())).toBe(false);
  });

  it('selecting a topic sets topic, auto-message and action type and opens the panel', () => {
    const store = makeStore();
    store.dispatch(topicSelected({ topic: 'Marketing', autoMessage: 'Plan my month', actionType: 'marketing_strategy' }));
    const state = store.getState();
    expect(selectIsChatOpen(state)).toBe(true);
    expect(selectSelectedTopic(state)).toBe('Marketing');
    expect(selectAutoMessage(state)).toBe('Plan my month');
    expect(selectChatActionType(state)).toBe('marketing_strategy');
  });

  it('selecting a topic without an auto-message clears a previous one', () => {
    const store = makeStore();
    store.dispatch(topicSelected({ topic: 'Marketing', autoMessage: 'x', actionType: 'call_to_action' }));
    store.dispatch(topicSelected({ topic: 'AI Assistant' }));
    expect(selectAutoMessage(store.getState())).toBeNull();
    expect(selectChatActionType(store.getState())).toBeNull();
  });

  it('clearing the auto-message resets message and action type but keeps the topic and open state', () => {
    const store = makeStore();
    store.dispatch(topicSelected({ topic: 'Marketing', autoMessage: 'x', actionType: 'call_to_action' }));
    store.dispatch(autoMessageCleared());
    const state = store.getState();
    expect(selectAutoMessage(state)).toBeNull();
    expect(selectChatActionType(state)).toBeNull();
    expect(selectSelectedTopic(state)).toBe('Marketing');
    expect(selectIsChatOpen(state)).toBe(true);
  });

  it('expanding switches the width between 400 and 500', () => {
    const store = makeStore();
    store.dispatch(expandToggled());
    expect(selectIsChatExpanded(store.getState())).toBe(true);
    expect(selectChatPanelWidth(store.getState())).toBe(500);
    store.dispatch(expandToggled());
    expect(selectChatPanelWidth(store.getState())).toBe(400);
  });

  it('stores a dragged width, never below 300', () => {
    const store = makeStore();
    store.dispatch(widthChanged(352.4));
    expect(selectChatPanelWidth(store.getState())).toBe(352);
    store.dispatch(widthChanged(120));
    expect(selectChatPanelWidth(store.getState())).toBe(300);
  });
});

describe('clampPanelWidth', () => {
  it('keeps widths between 300 and 30% of the window', () => {
    expect(clampPanelWidth(450, 2000)).toBe(450);
    expect(clampPanelWidth(250, 2000)).toBe(300);
    expect(clampPanelWidth(900, 2000)).toBe(600);
    expect(clampPanelWidth(500, 1440)).toBe(432);
  });

  it('lets the 300px minimum win on narrow windows', () => {
    expect(clampPanelWidth(500, 800)).toBe(300);
  });
});
