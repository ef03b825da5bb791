import { useRef } from 'react';
import styled from 'styled-components';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../../base/hooks';
import { selectVisibleMessageIds } from '../conversationSlice';
import { useStickToBottom } from '../hooks/useStickToBottom';
import { ChatIcon } from './ChatIcon';
import { ChatMessage } from './ChatMessage';

const Scroller = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const JumpButton = styled.button`
  position: sticky;
  bottom: ${({ theme }) => theme.space.md};
  left: 50%;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 auto;
  transform: translateX(-50%);
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The conversation, following the reply as it grows unless the user scrolled up to read. */
export function MessageList() {
  const ids = useAppSelector(selectVisibleMessageIds, shallowEqual);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { following, onScroll, jumpToLatest } = useStickToBottom(scrollerRef, listRef);

  return (
    <Scroller ref={scrollerRef} onScroll={onScroll}>
      <List ref={listRef} role="log" aria-live="polite" aria-label="Conversation">
        {ids.map((id) => (
          <ChatMessage key={id} id={id} />
        ))}
      </List>
      {following ? null : (
        <JumpButton type="button" onClick={jumpToLatest}>
          <ChatIcon name="arrowDown" size={14} />
          Jump to latest
        </JumpButton>
      )}
    </Scroller>
  );
}
