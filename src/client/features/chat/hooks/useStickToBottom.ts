import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Within this many pixels of the end the list counts as "at the bottom" and keeps following. */
const STICKY_THRESHOLD_PX = 48;

function isNearBottom(element: HTMLElement) {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= STICKY_THRESHOLD_PX;
}

/**
 * Follows a growing reply unless the user scrolled up to read (then `following` turns false and the
 * panel offers "Jump to latest"). Content growth is observed with a ResizeObserver, so the list does
 * not need to know which message grew.
 */
export function useStickToBottom(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>) {
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);

  const setFollow = useCallback((value: boolean) => {
    followingRef.current = value;
    setFollowing(value);
  }, []);

  const scrollToEnd = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [scroller]);

  const jumpToLatest = useCallback(() => {
    setFollow(true);
    scrollToEnd();
  }, [scrollToEnd, setFollow]);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (element) setFollow(isNearBottom(element));
  }, [scroller, setFollow]);

  useEffect(() => {
    const target = content.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (followingRef.current) scrollToEnd();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [content, scrollToEnd]);

  return { following, onScroll, jumpToLatest };
}
