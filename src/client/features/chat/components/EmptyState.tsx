import styled, { keyframes } from 'styled-components';
import type { ChatSuggestion, ChatTopic } from '../../../../shared/chat';
import { suggestionsForTopic } from '../../../../shared/chatSuggestions';
import { ChatIcon } from './ChatIcon';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
`;

const Heading = styled.div`
  text-align: center;
  h3 {
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.gradients.brand};
  color: #fff;
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: 1.4;
  }
`;

interface EmptyStateProps {
  topic: ChatTopic;
  onSuggestion: (suggestion: ChatSuggestion) => void;
}

/** The greeting and the topic's suggestion cards; a card fills the input, it does not send. */
export function EmptyState({ topic, onSuggestion }: EmptyStateProps) {
  return (
    <Wrap>
      <Heading>
        <Badge>
          <ChatIcon name="sparkles" size={20} />
        </Badge>
        <h3>How can I help with {topic}?</h3>
        <p>Choose a suggestion below or ask me anything</p>
      </Heading>
      <Cards aria-label="Suggestions">
        {suggestionsForTopic(topic).map((suggestion) => (
          <li key={suggestion.title}>
            <Card type="button" onClick={() => onSuggestion(suggestion)}>
              <strong>{suggestion.title}</strong>
              <span>{suggestion.description}</span>
            </Card>
          </li>
        ))}
      </Cards>
    </Wrap>
  );
}

const pulse = keyframes`0%, 100% { opacity: .35; } 50% { opacity: 1; }`;

const Initializing = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  strong {
    font-size: ${({ theme }) => theme.font.size.md};
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  @media (prefers-reduced-motion: reduce) {
    strong {
      animation: none;
    }
  }
`;

export function InitializingState() {
  return (
    <Initializing role="status">
      <strong>Initializing chat...</strong>
      <span>Setting up a new conversation</span>
    </Initializing>
  );
}
