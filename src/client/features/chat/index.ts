/** The chat feature's public surface: other features and app/ import only from here (the panel itself loads lazily). */
export { chatPanelSlice, chatToggled, selectIsChatOpen } from './chatPanelSlice';
export { conversationSlice } from './conversationSlice';
export { addChatListeners } from './chatListeners';
export { ChatPanelMount } from './ChatPanelMount';
export { AskAssistantButton } from './AskAssistantButton';
