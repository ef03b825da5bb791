import { createEntityAdapter, createSelector, createSlice, nanoid, type EntityState, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ActionType, ChatInitializeResponse, ChatRole, ChatTopic } from '../../../shared/chat';
import { sessionExpired, signedOut } from '../session';

/** One chat message. `timestamp` is an ISO string so the state stays serializable, as Redux expects. */
export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  timestamp: string;
}

/** What the stream request needs besides the history; kept so that Retry resends in the same context. */
interface ChatRequestContext {
  accountId: string | null;
  topic: ChatTopic | null;
  actionType: ActionType | null;
}

export type ChatProviderInfo = ChatInitializeResponse['provider'];

const messagesAdapter = createEntityAdapter<ChatMessage>();

export interface ConversationState {
  messages: EntityState<ChatMessage, string>;
  loading: boolean;
  initialized: boolean;
  initializing: boolean;
  error: string | null;
  errorSource: 'stream' | 'initialize' | null;
  /** The assistant message the running stream writes into; chunks for any other id are stale and dropped. */
  streamingMessageId: string | null;
  requestContext: ChatRequestContext | null;
  provider: ChatProviderInfo | null;
}

const initialState: ConversationState = {
  messages: messagesAdapter.getInitialState(),
  loading: false,
  initialized: false,
  initializing: false,
  error: null,
  errorSource: null,
  streamingMessageId: null,
  requestContext: null,
  provider: null,
};

interface MessageSentInput {
  text: string;
  accountId?: string | null;
  topic?: ChatTopic | null;
  actionType?: ActionType | null;
}

/**
 * Ids and time stamps are made in `prepare`, never in a side effect, so that replaying the
 * recorded actions (Redux DevTools time travel) rebuilds exactly the same conversation.
 */
function prepareMessageSent(input: MessageSentInput) {
  return {
    payload: {
      text: input.text,
      context: { accountId: input.accountId ?? null, topic: input.topic ?? null, actionType: input.actionType ?? null },
      userMessageId: nanoid(),
      assistantMessageId: nanoid(),
      timestamp: new Date().toISOString(),
    },
  };
}

function prepareRetry() {
  return { payload: { assistantMessageId: nanoid(), timestamp: new Date().toISOString() } };
}

function startReply(state: ConversationState, assistantMessageId: string, timestamp: string) {
  messagesAdapter.addOne(state.messages, { id: assistantMessageId, role: 'assistant', content: '', timestamp });
  state.loading = true;
  state.streamingMessageId = assistantMessageId;
  state.error = null;
  state.errorSource = null;
}

/** Ends the running reply; an assistant message that never got a word is removed rather than shown empty. */
function endReply(state: ConversationState) {
  const id = state.streamingMessageId;
  if (id !== null && state.messages.entities[id]?.content === '') messagesAdapter.removeOne(state.messages, id);
  state.loading = false;
  state.streamingMessageId = null;
}

function isCurrentStream(state: ConversationState, messageId: string) {
  return state.streamingMessageId === messageId;
}

export const conversationSlice = createSlice({
  name: 'conversation',
  initialState,
  reducers: {
    /** Ignored while a reply is pending or when the text is blank. */
    messageSent: {
      reducer(state, action: PayloadAction<ReturnType<typeof prepareMessageSent>['payload']>) {
        const { text, context, userMessageId, assistantMessageId, timestamp } = action.payload;
        if (state.loading || text.trim() === '') return;
        messagesAdapter.addOne(state.messages, { id: userMessageId, role: 'user', content: text.trim(), timestamp });
        state.requestContext = context;
        startReply(state, assistantMessageId, timestamp);
      },
      prepare: prepareMessageSent,
    },
    /** Resends the last user message: the failed (possibly partial) reply after it gives way to a new one. */
    retryRequested: {
      reducer(state, action: PayloadAction<ReturnType<typeof prepareRetry>['payload']>) {
        if (state.loading) return;
        const ids = state.messages.ids;
        const lastUserIndex = ids.findLastIndex((id) => state.messages.entities[id].role === 'user');
        if (lastUserIndex === -1) return;
        messagesAdapter.removeMany(state.messages, ids.slice(lastUserIndex + 1));
        startReply(state, action.payload.assistantMessageId, action.payload.timestamp);
      },
      prepare: prepareRetry,
    },
    /** One frame's worth of streamed text (chunks are coalesced per animation frame by the listener). */
    chunkReceived(state, action: PayloadAction<{ messageId: string; chunk: string }>) {
      const { messageId, chunk } = action.payload;
      if (!isCurrentStream(state, messageId)) return;
      state.messages.entities[messageId].content += chunk;
    },
    streamCompleted(state, action: PayloadAction<{ messageId: string }>) {
      if (!isCurrentStream(state, action.payload.messageId)) return;
      endReply(state);
    },
    /** The partial reply stays; the error is shown in the panel with a Retry button. */
    streamFailed(state, action: PayloadAction<{ messageId: string; message: string }>) {
      if (!isCurrentStream(state, action.payload.messageId)) return;
      endReply(state);
      state.error = action.payload.message;
      state.errorSource = 'stream';
    },
    /** The user pressed Stop: the listener aborts the request, the partial reply stays, no error. */
    replyStopped(state) {
      if (!state.loading) return;
      endReply(state);
    },
    /** The stream was cut on purpose (the panel closed): the partial reply stays, no error. */
    streamAborted(state, action: PayloadAction<{ messageId: string }>) {
      if (!isCurrentStream(state, action.payload.messageId)) return;
      endReply(state);
    },
    newChatStarted() {
      return initialState;
    },
    /** Ignored while initializing or once initialized; the listener fetches /api/chat/initialize. */
    chatInitializeRequested(state) {
      if (state.initialized || state.initializing) return;
      state.initializing = true;
      if (state.errorSource === 'initialize') {
        state.error = null;
        state.errorSource = null;
      }
    },
    chatInitialized(state, action: PayloadAction<{ provider: ChatProviderInfo }>) {
      state.initializing = false;
      state.initialized = true;
      state.provider = action.payload.provider;
    },
    chatInitializeFailed(state, action: PayloadAction<{ message: string }>) {
      state.initializing = false;
      state.error = action.payload.message;
      state.errorSource = 'initialize';
    },
    errorDismissed(state) {
      state.error = null;
      state.errorSource = null;
    },
  },
  extraReducers: (builder) => {
    // Chats are temporary and personal: nothing of them outlives the session.
    builder.addCase(signedOut, () => initialState).addCase(sessionExpired, () => initialState);
  },
  selectors: {
    selectLoading: (state) => state.loading,
    selectInitialized: (state) => state.initialized,
    selectInitializing: (state) => state.initializing,
    selectError: (state) => state.error,
    selectErrorSource: (state) => state.errorSource,
    selectStreamingMessageId: (state) => state.streamingMessageId,
    selectProvider: (state) => state.provider,
    selectRequestContext: (state) => state.requestContext,
    selectMessageById: (state, id: string) => state.messages.entities[id] as ChatMessage | undefined,
  },
});

export const {
  messageSent,
  retryRequested,
  chunkReceived,
  streamCompleted,
  streamFailed,
  replyStopped,
  streamAborted,
  newChatStarted,
  chatInitializeRequested,
  chatInitialized,
  chatInitializeFailed,
  errorDismissed,
} = conversationSlice.actions;

/** The conversation is injected into the store when the chat panel's chunk loads (conversationStore.ts): the root state's view of it. */
export type LazyConversationSlice = WithSlice<typeof conversationSlice>;
type ConversationRoot = Partial<LazyConversationSlice>;

/** Until the chat panel first loads the store has no conversation yet: it reads as a new one. */
const selectConversation = (state: ConversationRoot) => state.conversation ?? initialState;

export const {
  selectLoading,
  selectInitialized,
  selectInitializing,
  selectError,
  selectErrorSource,
  selectStreamingMessageId,
  selectProvider,
  selectRequestContext,
  selectMessageById,
} = conversationSlice.getSelectors(selectConversation);

const adapterSelectors = messagesAdapter.getSelectors();

/** All messages in order, system ones included (they are part of the history sent to the model). */
export function selectAllMessages(state: ConversationRoot): ChatMessage[] {
  return adapterSelectors.selectAll(selectConversation(state).messages);
}

/** Ids of the messages the panel shows: role system is hidden. */
export const selectVisibleMessageIds = createSelector([(state: ConversationRoot) => selectConversation(state).messages], (messages) =>
  messages.ids.filter((id) => messages.entities[id].role !== 'system'),
);
