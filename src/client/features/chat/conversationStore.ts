import { startAppListening } from '../../app/listenerMiddleware';
import { rootReducer } from '../../app/store';
import { addChatListeners } from './chatListeners';
import { conversationSlice } from './conversationSlice';

/*
 * The conversation joins the one store when the chat panel's chunk first loads, not with the app: its
 * slice, the stream and initialize listeners and the SSE client are about 3.5 KB gzip that the first
 * load of every page would otherwise carry (docs/performance.md, "The dashboard bundle"). Nothing dispatches a conversation action before
 * the panel exists, and its selectors read a new conversation until then (conversationSlice.ts).
 * Imported for this effect, once per page (listed in package.json's sideEffects); the listener
 * middleware is one module-level instance, like the listeners app/store.ts registers.
 */
conversationSlice.injectInto(rootReducer);
addChatListeners(startAppListening);
