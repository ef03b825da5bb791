import { useEffect, type RefObject } from 'react';
import { useSelectedAccountId } from '../../accounts';
import { useAppDispatch, useAppSelector } from '../../../base/hooks';
import { autoMessageCleared, selectAutoMessage, selectChatActionType, selectSelectedTopic } from '../chatPanelSlice';
import { chatInitializeRequested, messageSent, selectErrorSource, selectInitialized, selectInitializing, selectLoading } from '../conversationSlice';

/** Both wait for the ~300 ms opening animation. */
const FOCUS_DELAY_MS = 300;
const AUTO_MESSAGE_DELAY_MS = 300;

/** Focus the input once the panel has slid in. */
function useFocusAfterOpening(inputRef: RefObject<HTMLTextAreaElement | null>) {
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [inputRef]);
}

/** A pending auto-message (from a topic shortcut) is sent once, 300 ms after opening, then cleared. */
function useAutoMessage() {
  const dispatch = useAppDispatch();
  const autoMessage = useAppSelector(selectAutoMessage);
  const actionType = useAppSelector(selectChatActionType);
  const topic = useAppSelector(selectSelectedTopic);
  const loading = useAppSelector(selectLoading);
  const accountId = useSelectedAccountId();

  useEffect(() => {
    // While a reply is pending the message would be ignored; it waits for the reply to finish instead.
    if (!autoMessage || loading) return;
    const timer = setTimeout(() => {
      dispatch(messageSent({ text: autoMessage, accountId, topic, actionType }));
      dispatch(autoMessageCleared());
    }, AUTO_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, autoMessage, actionType, topic, loading, accountId]);
}

/** Initialize each new conversation once; a failed attempt waits for the user's Retry. */
function useInitializeConversation() {
  const dispatch = useAppDispatch();
  const initialized = useAppSelector(selectInitialized);
  const initializing = useAppSelector(selectInitializing);
  const failed = useAppSelector(selectErrorSource) === 'initialize';
  useEffect(() => {
    if (!initialized && !initializing && !failed) dispatch(chatInitializeRequested());
  }, [dispatch, initialized, initializing, failed]);
}

/** Everything that happens when the panel opens. */
export function useChatOpening(inputRef: RefObject<HTMLTextAreaElement | null>) {
  useFocusAfterOpening(inputRef);
  useAutoMessage();
  useInitializeConversation();
}
