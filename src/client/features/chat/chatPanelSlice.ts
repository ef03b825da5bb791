import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ActionType, ChatTopic } from '../../../shared/chat';
import { PANEL_WIDTH } from './clampPanelWidth';

export interface ChatPanelState {
  isOpen: boolean;
  selectedTopic: ChatTopic;
  isExpanded: boolean;
  /** A prompt the panel sends by itself shortly after opening (set by a topic shortcut). */
  autoMessage: string | null;
  actionType: ActionType | null;
  width: number;
}

export const initialChatPanelState: ChatPanelState = {
  isOpen: false,
  selectedTopic: 'AI Assistant',
  isExpanded: false,
  autoMessage: null,
  actionType: null,
  width: PANEL_WIDTH.default,
};

export interface TopicSelectedPayload {
  topic: ChatTopic;
  autoMessage?: string | null;
  actionType?: ActionType | null;
}

export const chatPanelSlice = createSlice({
  name: 'chatPanel',
  initialState: initialChatPanelState,
  reducers: {
    chatToggled(state) {
      state.isOpen = !state.isOpen;
    },
    chatOpened(state) {
      state.isOpen = true;
    },
    chatClosed(state) {
      state.isOpen = false;
    },
    topicSelected(state, action: PayloadAction<TopicSelectedPayload>) {
      state.selectedTopic = action.payload.topic;
      state.autoMessage = action.payload.autoMessage ?? null;
      state.actionType = action.payload.actionType ?? null;
      state.isOpen = true;
    },
    autoMessageCleared(state) {
      state.autoMessage = null;
      state.actionType = null;
    },
    expandToggled(state) {
      state.isExpanded = !state.isExpanded;
      state.width = state.isExpanded ? PANEL_WIDTH.expanded : PANEL_WIDTH.default;
    },
    /** The caller clamps to the window with clampPanelWidth; the floor is enforced here as well. */
    widthChanged(state, action: PayloadAction<number>) {
      if (Number.isFinite(action.payload)) state.width = Math.max(PANEL_WIDTH.min, Math.round(action.payload));
    },
  },
  selectors: {
    selectIsChatOpen: (state) => state.isOpen,
    selectSelectedTopic: (state) => state.selectedTopic,
    selectIsChatExpanded: (state) => state.isExpanded,
    selectAutoMessage: (state) => state.autoMessage,
    selectChatActionType: (state) => state.actionType,
    selectChatPanelWidth: (state) => state.width,
  },
});

export const { chatToggled, chatOpened, chatClosed, topicSelected, autoMessageCleared, expandToggled, widthChanged } = chatPanelSlice.actions;
export const { selectIsChatOpen, selectSelectedTopic, selectIsChatExpanded, selectAutoMessage, selectChatActionType, selectChatPanelWidth } =
  chatPanelSlice.selectors;
