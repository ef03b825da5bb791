import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/listenerMiddleware';
import type { RootState } from '../../app/store';
import { apiUrl } from '../../api/apiBaseUrl';
import { refreshAfterUnauthorized, type RefreshApi } from '../../api/baseQuery';
import type { ChatStreamBody } from '../../../shared/chat';
import { CHAT_LIMITS } from '../../../shared/chatProtocol';
import { chatApi } from './chatApi';
import { chatFailureMessage, streamChatReply, StreamUnauthorizedError, type ChatStreamOutcome } from './chatStream';
import {
  chatInitialized,
  chatInitializeFailed,
  chatInitializeRequested,
  chunkReceived,
  messageSent,
  retryRequested,
  selectAllMessages,
  selectInitialized,
  selectInitializing,
  selectRequestContext,
  selectStreamingMessageId,
  streamAborted,
  streamCompleted,
  streamFailed,
} from './conversationSlice';
import { createFrameCoalescer } from './frameCoalescer';

const INITIALIZE_FAILURE_MESSAGE = 'Failed to initialize chat';

/**
 * The request body for the reply `assistantMessageId` is about to receive: every non-empty message
 * before it, within the server's limits (the newest ones win; the server trims further to its model's
 * context budget).
 */
function buildStreamBody(state: RootState, assistantMessageId: string): ChatStreamBody {
  const history = selectAllMessages(state)
    .filter((message) => message.id !== assistantMessageId && message.content.trim() !== '')
    .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_LIMITS.maxMessageChars) }))
    .slice(-CHAT_LIMITS.maxHistoryMessages);
  const context = selectRequestContext(state);
  return {
    messageHistory: history,
    accountId: context?.accountId ?? null,
    ...(context?.topic ? { topic: context.topic } : {}),
    actionType: context?.actionType ?? null,
  };
}

interface StreamOptions {
  body: ChatStreamBody;
  signal: AbortSignal;
  onChunk(chunk: string): void;
}

/** A 401 on open renews the session through the shared refresh and opens ONE fresh stream. */
async function streamWithReauth(api: RefreshApi, options: StreamOptions): Promise<ChatStreamOutcome> {
  const url = apiUrl('/chat/stream');
  const usedToken = (api.getState() as RootState).session.accessToken;
  try {
    return await streamChatReply({ ...options, url, accessToken: usedToken });
  } catch (error) {
    if (!(error instanceof StreamUnauthorizedError)) throw error;
    const freshToken = await refreshAfterUnauthorized(api, usedToken);
    if (!freshToken) throw error;
    return streamChatReply({ ...options, url, accessToken: freshToken });
  }
}

/**
 * The reply stops mattering when it is no longer the conversation's current one (new chat, Stop,
 * sign-out) or when the panel closes.
 */
const replyAbandoned = (messageId: string) => (_action: unknown, state: RootState, previous: RootState) =>
  selectStreamingMessageId(state) !== messageId || (previous.chatPanel.isOpen && !state.chatPanel.isOpen);

const startsReply = isAnyOf(messageSent, retryRequested);

function addStreamListener(startAppListening: AppStartListening) {
  startAppListening({
    matcher: startsReply,
    effect: async (action, listenerApi) => {
      if (!startsReply(action)) return;
      const messageId = action.payload.assistantMessageId;
      // The reducer ignored the action (blank text or a reply already pending).
      if (selectStreamingMessageId(listenerApi.getState()) !== messageId) return;

      const controller = new AbortController();
      listenerApi.condition(replyAbandoned(messageId)).then(
        () => controller.abort(),
        () => undefined, // the listener finished first
      );
      const coalescer = createFrameCoalescer((chunk) => listenerApi.dispatch(chunkReceived({ messageId, chunk })));
      const body = buildStreamBody(listenerApi.getState(), messageId);
      try {
        const outcome = await streamWithReauth(listenerApi, { body, signal: controller.signal, onChunk: coalescer.push });
        coalescer.flush();
        listenerApi.dispatch(outcome === 'completed' ? streamCompleted({ messageId }) : streamAborted({ messageId }));
      } catch (error) {
        coalescer.flush();
        console.error('Chat stream failed', error);
        listenerApi.dispatch(streamFailed({ messageId, message: chatFailureMessage(error) }));
      }
    },
  });
}

function addInitializeListener(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: chatInitializeRequested,
    effect: async (_action, listenerApi) => {
      const before = listenerApi.getOriginalState();
      if (selectInitialized(before) || selectInitializing(before)) return;
      try {
        const request = listenerApi.dispatch(chatApi.endpoints.initializeChat.initiate(undefined, { subscribe: false, forceRefetch: true }));
        const result = await request;
        if (result.data) listenerApi.dispatch(chatInitialized({ provider: result.data.provider }));
        else {
          console.error('Chat initialization failed', result.error);
          listenerApi.dispatch(chatInitializeFailed({ message: chatFailureMessage(result.error, INITIALIZE_FAILURE_MESSAGE) }));
        }
      } catch (error) {
        console.error('Chat initialization failed', error);
        listenerApi.dispatch(chatInitializeFailed({ message: chatFailureMessage(error, INITIALIZE_FAILURE_MESSAGE) }));
      }
    },
  });
}

export function addChatListeners(startAppListening: AppStartListening): void {
  addStreamListener(startAppListening);
  addInitializeListener(startAppListening);
}
