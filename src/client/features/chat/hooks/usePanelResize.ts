import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useAppDispatch } from '../../../base/hooks';
import { widthChanged } from '../chatPanelSlice';

const KEY_STEP_PX = 16;
const KEY_BIG_STEP_PX = 64;

interface ResizeBounds {
  width: number;
  min: number;
  max: number;
}

const clamp = (value: number, { min, max }: ResizeBounds) => Math.round(Math.min(max, Math.max(min, value)));

/**
 * Dragging the panel's left edge: the width follows the pointer locally and is committed to the store
 * once on release (one action per drag, not one per pixel). Arrow keys resize from the keyboard.
 */
export function usePanelResize(bounds: ResizeBounds) {
  const dispatch = useAppDispatch();
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const drag = useRef<{ startX: number; startWidth: number; width: number } | null>(null);
  // Refs, so the window listeners of a running drag stay the same functions across re-renders.
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  const dispatchRef = useRef(dispatch);
  dispatchRef.current = dispatch;

  const onPointerMove = useCallback((event: globalThis.PointerEvent | MouseEvent) => {
    const current = drag.current;
    if (!current) return;
    // The handle is on the left edge: moving left widens the panel.
    current.width = clamp(current.startWidth + (current.startX - event.clientX), boundsRef.current);
    setDragWidth(current.width);
  }, []);

  const onPointerUp = useCallback(() => {
    const current = drag.current;
    drag.current = null;
    window.removeEventListener('pointermove', onPointerMove);
    window.removeEventListener('pointerup', onPointerUp);
    setDragWidth(null);
    if (current && current.width !== current.startWidth) dispatchRef.current(widthChanged(current.width));
  }, [onPointerMove]);

  useEffect(
    () => () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
    },
    [onPointerMove, onPointerUp],
  );

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== undefined && event.button !== 0) return;
    event.preventDefault();
    drag.current = { startX: event.clientX, startWidth: bounds.width, width: bounds.width };
    // Listening on window keeps the drag alive when the pointer outruns the thin handle.
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? KEY_BIG_STEP_PX : KEY_STEP_PX;
    const targets: Record<string, number> = {
      ArrowLeft: bounds.width + step,
      ArrowRight: bounds.width - step,
      Home: bounds.min,
      End: bounds.max,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    dispatch(widthChanged(clamp(targets[event.key], bounds)));
  };

  return { width: dragWidth ?? bounds.width, dragging: dragWidth !== null, onPointerDown, onKeyDown };
}
