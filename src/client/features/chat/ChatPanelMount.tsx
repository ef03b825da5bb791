import { useAppSelector } from '../../base/hooks';
import { lazyOnDemand, useOpenedOnce } from '../../base/lazyOnDemand';
import { selectIsChatOpen } from './chatPanelSlice';

const ChatPanel = lazyOnDemand(() => import(/* webpackChunkName: "chat-panel" */ './ChatPanel').then((module) => module.default));

/**
 * The chat panel (with markdown and Prism) is fetched only after the panel is first opened, then stays
 * mounted so closing and reopening keeps the conversation and plays its own animation.
 */
export function ChatPanelMount() {
  const opened = useOpenedOnce(useAppSelector(selectIsChatOpen));
  return opened ? <ChatPanel /> : null;
}
