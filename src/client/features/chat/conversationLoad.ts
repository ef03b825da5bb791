import type { addChatListeners } from './chatListeners';
import type { conversationSlice } from './conversationSlice';

/** What the chat panel's chunk brings for the store: the conversation slice and its listeners. */
export interface ConversationModule {
  conversationSlice: typeof conversationSlice;
  addChatListeners: typeof addChatListeners;
}
type Join = (module: ConversationModule) => void;

let join: Join | null = null;
let loaded: ConversationModule | null = null;

/**
 * How the conversation joins the one store, said by app/ (app/store.ts injects the slice into its root
 * reducer and adds the listeners), so the chat feature never imports the store it joins. Types only
 * from the chunk: importing this file does not pull the conversation into the first load.
 */
export function onConversationLoad(howToJoin: Join): void {
  join = howToJoin;
  // The chunk came first (a test may import the panel before the store): join now.
  if (loaded) howToJoin(loaded);
}

/** Called once, by the chat panel's chunk as it loads (conversationStore.ts). */
export function conversationLoaded(module: ConversationModule): void {
  loaded = module;
  join?.(module);
}
