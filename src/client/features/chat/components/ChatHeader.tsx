import { useId } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../../components/Button';
import { ChatIcon } from './ChatIcon';

const TEMPORARY_CHATS_NOTE = 'Chats are temporary and old chats will be destroyed when starting a new chat';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-height: 56px;
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin-right: auto;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Provider = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const TooltipAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Tooltip = styled.span`
  position: absolute;
  top: calc(100% + 6px);
  left: 50%;
  z-index: 1;
  width: 220px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.4;
  transform: translateX(-60%);
  opacity: 0;
  visibility: hidden;
  pointer-events: none;
  transition: opacity ${({ theme }) => theme.motion.fast};
  ${TooltipAnchor}:hover &, ${TooltipAnchor}:focus-within & {
    opacity: 1;
    visibility: visible;
  }
`;

const HeaderButton = styled(IconButton)`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

interface ChatHeaderProps {
  titleId: string;
  topic: string;
  providerLabel: string | null;
  isExpanded: boolean;
  showExpand: boolean;
  onNewChat: () => void;
  onToggleExpand: () => void;
  onClose: () => void;
}

export function ChatHeader(props: ChatHeaderProps) {
  const tooltipId = useId();
  return (
    <Bar>
      <Titles>
        <Title id={props.titleId}>{props.topic}</Title>
        {props.providerLabel ? <Provider>{props.providerLabel}</Provider> : null}
      </Titles>
      <TooltipAnchor>
        <HeaderButton type="button" aria-label="About chats" aria-describedby={tooltipId}>
          <ChatIcon name="info" />
        </HeaderButton>
        <Tooltip role="tooltip" id={tooltipId}>
          {TEMPORARY_CHATS_NOTE}
        </Tooltip>
      </TooltipAnchor>
      <HeaderButton type="button" aria-label="Start a new chat" title="Start a new chat" onClick={props.onNewChat}>
        <ChatIcon name="plus" />
      </HeaderButton>
      {props.showExpand ? (
        <HeaderButton
          type="button"
          aria-label={props.isExpanded ? 'Collapse chat' : 'Expand chat'}
          aria-pressed={props.isExpanded}
          title={props.isExpanded ? 'Collapse chat' : 'Expand chat'}
          onClick={props.onToggleExpand}
        >
          <ChatIcon name={props.isExpanded ? 'collapse' : 'expand'} />
        </HeaderButton>
      ) : null}
      <HeaderButton type="button" aria-label="Close chat" title="Close chat" onClick={props.onClose}>
        <ChatIcon name="close" />
      </HeaderButton>
    </Bar>
  );
}
