// PLACEHOLDER owned by the chat-client work (issue #4): registers the streaming listener.
import type { AppStartListening } from '../../app/listenerMiddleware';

export function addChatListeners(_startAppListening: AppStartListening): void {}
