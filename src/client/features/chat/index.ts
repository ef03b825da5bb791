/** The chat feature's public surface: other features import only from here (the panel itself loads lazily). */
export { chatToggled, selectIsChatOpen } from './chatPanelSlice';
export { ChatPanelMount } from './ChatPanelMount';
