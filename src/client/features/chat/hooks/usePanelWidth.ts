import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../base/hooks';
import { darkTheme } from '../../../base/theme';
import { clampPanelWidth, PANEL_WIDTH } from '../clampPanelWidth';
import { selectChatPanelWidth, widthChanged } from '../chatPanelSlice';
import { useWindowWidth } from './useWindowWidth';

export interface PanelWidth {
  isMobile: boolean;
  /** The width to render: the stored width clamped to the current window. */
  width: number;
  min: number;
  max: number;
}

/** 300 px to 30 % of the window on desktop; a shrinking window clamps the stored width again. */
export function usePanelWidth(): PanelWidth {
  const dispatch = useAppDispatch();
  const windowWidth = useWindowWidth();
  const stored = useAppSelector(selectChatPanelWidth);
  const isMobile = windowWidth < darkTheme.breakpoints.mobile;
  const width = clampPanelWidth(stored, windowWidth);

  useEffect(() => {
    if (!isMobile && width !== stored) dispatch(widthChanged(width));
  }, [dispatch, isMobile, width, stored]);

  return { isMobile, width, min: PANEL_WIDTH.min, max: clampPanelWidth(Number.MAX_SAFE_INTEGER, windowWidth) };
}
