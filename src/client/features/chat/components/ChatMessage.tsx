import { memo } from 'react';
import styled, { keyframes } from 'styled-components';
import { useAppSelector } from '../../../base/hooks';
import { selectMessageById, selectStreamingMessageId } from '../conversationSlice';
import { StreamingMarkdown } from '../markdown/StreamingMarkdown';
import { CopyButton } from './CopyButton';
import { formatTime } from '../../../lib/format';

const Row = styled.div<{ $fromUser: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $fromUser }) => ($fromUser ? 'flex-end' : 'stretch')};
  gap: ${({ theme }) => theme.space.xs};
`;

const UserBubble = styled.div`
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} ${theme.radii.sm} ${theme.radii.lg}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const blink = keyframes`0%, 80%, 100% { opacity: .25; } 40% { opacity: 1; }`;

const Typing = styled.span`
  display: inline-flex;
  gap: 4px;
  padding: ${({ theme }) => theme.space.xs} 0;
  i {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    animation: ${blink} 1.2s infinite ease-in-out;
  }
  i:nth-child(2) {
    animation-delay: 0.15s;
  }
  i:nth-child(3) {
    animation-delay: 0.3s;
  }
  @media (prefers-reduced-motion: reduce) {
    i {
      animation: none;
    }
  }
`;

function TypingIndicator() {
  return (
    <Typing role="status" aria-label="Assistant is typing">
      <i />
      <i />
      <i />
    </Typing>
  );
}

/** One message: the user's as plain text; the assistant's as markdown with a copy button and time stamp. */
export const ChatMessage = memo(function ChatMessage({ id }: { id: string }) {
  const message = useAppSelector((state) => selectMessageById(state, id));
  const streaming = useAppSelector((state) => selectStreamingMessageId(state) === id);
  if (!message || message.role === 'system') return null;

  if (message.role === 'user') {
    return (
      <Row $fromUser>
        <UserBubble>{message.content}</UserBubble>
      </Row>
    );
  }
  return (
    <Row $fromUser={false} aria-busy={streaming || undefined}>
      {message.content === '' && streaming ? <TypingIndicator /> : <StreamingMarkdown text={message.content} streaming={streaming} />}
      <Footer>
        <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
        {message.content ? <CopyButton text={message.content} /> : null}
      </Footer>
    </Row>
  );
});
