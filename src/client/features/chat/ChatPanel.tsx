// PLACEHOLDER owned by the chat-client work (issue #4): the lazily loaded side panel.
export default function ChatPanel() {
  return null;
}
