import type { ActionType } from '../../../shared/chat';
import { useAppDispatch } from '../../base/hooks';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { topicSelected } from './chatPanelSlice';

/**
 * Takes a figure to the assistant in one click: opens the chat panel with a prepared message that
 * it sends by itself (a topic sets the topic, the automatic message and the action type).
 */
export function AskAssistantButton({
  message,
  label,
  actionType = null,
  children = 'Ask the assistant',
}: {
  message: string;
  label: string;
  actionType?: ActionType | null;
  children?: React.ReactNode;
}) {
  const dispatch = useAppDispatch();
  return (
    <Button
      type="button"
      $variant="ghost"
      $size="sm"
      aria-label={label}
      onClick={() => dispatch(topicSelected({ topic: 'AI Assistant', autoMessage: message, actionType }))}
    >
      <Icon name="sparkles" size={14} />
      {children}
    </Button>
  );
}
