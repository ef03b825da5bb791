import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { lazyOnDemand } from '../../app/lazyOnDemand';
import { selectIsChatOpen } from './chatPanelSlice';

const ChatPanel = lazyOnDemand(() => import(/* webpackChunkName: "chat-panel" */ './ChatPanel').then((module) => module.default));

/**
 * The chat panel (with markdown and Prism) is fetched only after the panel is first opened, then stays
 * mounted so closing and reopening keeps the conversation and plays its own animation.
 */
export function ChatPanelMount() {
  const isOpen = useAppSelector(selectIsChatOpen);
  const [wanted, setWanted] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  return wanted ? <ChatPanel /> : null;
}
