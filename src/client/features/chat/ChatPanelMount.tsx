import { Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { lazyWithPreloadError } from '../../app/lazyWithPreloadError';
import { selectIsChatOpen } from './chatPanelSlice';

const ChatPanel = lazyWithPreloadError(() => import(/* webpackChunkName: "chat-panel" */ './ChatPanel'));

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
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
}
