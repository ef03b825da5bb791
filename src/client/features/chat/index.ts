/** The chat feature's public surface: other features and app/ import only from here (the panel itself loads lazily). */
export { chatPanelSlice, chatToggled, selectIsChatOpen } from './chatPanelSlice';
export type { LazyConversationSlice } from './conversationSlice';
export { onConversationLoad } from './conversationLoad';
export { ChatPanelMount } from './ChatPanelMount';
export { AskAssistantButton } from './AskAssistantButton';
