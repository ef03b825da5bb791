import { addChatListeners } from './chatListeners';
import { conversationLoaded } from './conversationLoad';
import { conversationSlice } from './conversationSlice';

/*
 * The conversation joins the one store when the chat panel's chunk first loads, not with the app: its
 * slice, the stream and initialize listeners and the SSE client are about 3.5 KB gzip that the first
 * load of every page would otherwise carry (docs/performance.md, "The dashboard bundle"). Nothing dispatches a conversation action before
 * the panel exists, and its selectors read a new conversation until then (conversationSlice.ts).
 * Imported for this effect, once per page (listed in package.json's sideEffects): it hands the slice
 * and listeners to app/, which injects them (conversationLoad.ts says how).
 */
conversationLoaded({ conversationSlice, addChatListeners });
