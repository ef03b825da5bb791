import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { useFocusTrap } from '../../components/useFocusTrap';
import { useReturnFocus } from '../../components/useReturnFocus';
import type { ActionType, ChatSuggestion } from '../../../shared/chat';
import { chatClosed, expandToggled, selectIsChatExpanded, selectIsChatOpen, selectSelectedTopic } from './chatPanelSlice';
import {
  chatInitializeRequested,
  errorDismissed,
  messageSent,
  newChatStarted,
  replyStopped,
  retryRequested,
  selectError,
  selectErrorSource,
  selectInitializing,
  selectLoading,
  selectProvider,
  selectVisibleMessageIds,
} from './conversationSlice';
import './conversationStore';
import { ChatComposer } from './components/ChatComposer';
import { ChatHeader } from './components/ChatHeader';
import { EmptyState, InitializingState } from './components/EmptyState';
import { ErrorBanner } from './components/ErrorBanner';
import { MessageList } from './components/MessageList';
import { useSelectedAccountId } from '../accounts';
import { useChatOpening } from './hooks/useChatOpening';
import { useCloseOnEscape } from './hooks/useCloseOnEscape';
import { usePanelResize } from './hooks/usePanelResize';
import { usePanelWidth, type PanelWidth } from './hooks/usePanelWidth';

const slideIn = keyframes`
  from { transform: translateX(100%); opacity: 0.6; }
  to { transform: translateX(0); opacity: 1; }
`;

const panelSurface = css`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  animation: ${slideIn} ${({ theme }) => theme.motion.panel} ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const DesktopAside = styled.aside<{ $width: number; $dragging: boolean }>`
  ${panelSurface}
  position: sticky;
  top: 0;
  flex: 0 0 auto;
  width: ${({ $width }) => $width}px;
  height: 100vh;
  height: 100dvh;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  z-index: ${({ theme }) => theme.z.chat};
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'width 200ms ease')};
`;

const ResizeHandle = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  left: -4px;
  width: 8px;
  cursor: col-resize;
  touch-action: none;
  z-index: 1;
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: 3px;
    width: 2px;
    background: transparent;
    transition: background ${({ theme }) => theme.motion.fast};
  }
  &:hover::after,
  &:focus-visible::after {
    background: ${({ theme }) => theme.colors.primary};
  }
  /* Keyboard focus shows at once; only the hover fades in. */
  &:focus-visible::after {
    transition: none;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.z.chat};
`;

const MobileDialog = styled.div`
  ${panelSurface}
  position: fixed;
  top: 0;
  right: 0;
  width: 95vw;
  height: 100vh;
  height: 100dvh;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  z-index: ${({ theme }) => theme.z.chat};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  overflow-y: auto;
`;

interface FrameProps {
  titleId: string;
  panel: PanelWidth;
  onClose: () => void;
  children: ReactNode;
}

/** Beside the page, not modal: Escape closes it from anywhere, and focus inside it goes back to what opened it. */
function DesktopFrame({ titleId, panel, onClose, children }: FrameProps) {
  const resize = usePanelResize(panel);
  const asideRef = useRef<HTMLElement>(null);
  useReturnFocus(asideRef, true);
  useCloseOnEscape(onClose);
  return (
    <DesktopAside ref={asideRef} aria-labelledby={titleId} $width={resize.width} $dragging={resize.dragging}>
      <ResizeHandle
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize chat panel"
        aria-valuemin={panel.min}
        aria-valuemax={panel.max}
        aria-valuenow={resize.width}
        tabIndex={0}
        onPointerDown={resize.onPointerDown}
        onKeyDown={resize.onKeyDown}
      />
      {children}
    </DesktopAside>
  );
}

/** Under 768px: a modal overlay; the backdrop and Escape close it, focus stays inside. */
function MobileFrame({ titleId, onClose, children }: FrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, true, onClose);
  return (
    <>
      <Backdrop data-testid="chat-backdrop" aria-hidden onClick={onClose} />
      <MobileDialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {children}
      </MobileDialog>
    </>
  );
}

interface Draft {
  text: string;
  /** Set by a suggestion card, so the server knows which playbook the question belongs to. */
  actionType: ActionType | null;
}

const EMPTY_DRAFT: Draft = { text: '', actionType: null };

function OpenChatPanel() {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const panel = usePanelWidth();
  const topic = useAppSelector(selectSelectedTopic);
  const isExpanded = useAppSelector(selectIsChatExpanded);
  const loading = useAppSelector(selectLoading);
  const initializing = useAppSelector(selectInitializing);
  const provider = useAppSelector(selectProvider);
  const error = useAppSelector(selectError);
  const errorSource = useAppSelector(selectErrorSource);
  const hasMessages = useAppSelector((state) => selectVisibleMessageIds(state).length > 0);
  const accountId = useSelectedAccountId();
  useChatOpening(inputRef);

  const close = useCallback(() => dispatch(chatClosed()), [dispatch]);
  const send = () => {
    dispatch(messageSent({ text: draft.text, accountId, topic, actionType: draft.actionType }));
    setDraft(EMPTY_DRAFT);
  };
  const fillSuggestion = (suggestion: ChatSuggestion) => {
    setDraft({ text: suggestion.prompt, actionType: suggestion.actionType });
    inputRef.current?.focus();
  };
  const startNewChat = () => {
    dispatch(newChatStarted());
    setDraft(EMPTY_DRAFT);
    inputRef.current?.focus();
  };
  const retry = () => dispatch(errorSource === 'initialize' ? chatInitializeRequested() : retryRequested());

  const Frame = panel.isMobile ? MobileFrame : DesktopFrame;
  return (
    <Frame titleId={titleId} panel={panel} onClose={close}>
      <ChatHeader
        titleId={titleId}
        topic={topic}
        providerLabel={provider?.label ?? null}
        isExpanded={isExpanded}
        showExpand={!panel.isMobile}
        onNewChat={startNewChat}
        onToggleExpand={() => dispatch(expandToggled())}
        onClose={close}
      />
      {hasMessages ? <MessageList /> : <Body>{initializing ? <InitializingState /> : <EmptyState topic={topic} onSuggestion={fillSuggestion} />}</Body>}
      {error ? <ErrorBanner message={error} onRetry={retry} onDismiss={() => dispatch(errorDismissed())} /> : null}
      <ChatComposer
        value={draft.text}
        loading={loading}
        inputRef={inputRef}
        onChange={(text) => setDraft((current) => ({ text, actionType: text.trim() ? current.actionType : null }))}
        onSend={send}
        onStop={() => dispatch(replyStopped())}
      />
    </Frame>
  );
}

/**
 * The chat side panel. Mounted lazily by the app shell once the panel first opens, so the
 * markdown, GFM and Prism code in this chunk load only then; renders nothing while closed.
 */
export default function ChatPanel() {
  const isOpen = useAppSelector(selectIsChatOpen);
  return isOpen ? <OpenChatPanel /> : null;
}
