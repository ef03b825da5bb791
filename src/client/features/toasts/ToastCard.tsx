import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { useAppDispatch } from '../../base/hooks';
import { Icon, type IconName } from '../../components/Icon';
import { TOAST_TIMING, toastDismissed, toastRemoved, type Toast, type ToastType } from './toastsSlice';

const enter = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

const icons: Record<ToastType, IconName> = { success: 'check', error: 'alert', info: 'info', warning: 'warning' };

const accentColors: Record<ToastType, keyof DefaultTheme['colors']> = { success: 'success', error: 'danger', info: 'info', warning: 'warning' };
const accent = ({ theme, $type }: { theme: DefaultTheme; $type: ToastType }) => theme.colors[accentColors[$type]];

const Card = styled.div<{ $type: ToastType; $leaving: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  width: min(420px, calc(100vw - 24px));
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${accent};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  pointer-events: auto;
  animation: ${enter} 200ms ease-out;
  transition:
    opacity ${TOAST_TIMING.exitMs}ms ease,
    transform ${TOAST_TIMING.exitMs}ms ease;
  ${({ $leaving }) =>
    $leaving &&
    css`
      opacity: 0;
      transform: translateY(-8px);
    `}
  & > svg {
    margin-top: 2px;
    flex-shrink: 0;
    color: ${accent};
  }
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const DismissButton = styled.button`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textFaint};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/**
 * A toast goes 5 s after creation; the card's own 4.5 s timer pauses while hovered (and a
 * hovered card is not pulled away by the 5 s timer either); dismissal plays a 300 ms exit first.
 */
function useToastLifetime(toast: Toast, hovered: boolean) {
  const dispatch = useAppDispatch();
  const hoveredRef = useRef(hovered);
  hoveredRef.current = hovered;
  const remaining = useRef<number>(TOAST_TIMING.cardMs);

  useEffect(() => {
    const age = Date.now() - toast.createdAt;
    const timer = setTimeout(
      () => {
        if (!hoveredRef.current) dispatch(toastDismissed(toast.id));
      },
      Math.max(0, TOAST_TIMING.autoDismissMs - age),
    );
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.createdAt]);

  useEffect(() => {
    if (hovered || toast.leaving) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [dispatch, hovered, toast.id, toast.leaving]);

  useEffect(() => {
    if (!toast.leaving) return;
    const timer = setTimeout(() => dispatch(toastRemoved(toast.id)), TOAST_TIMING.exitMs);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.leaving]);
}

export function ToastCard({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const [hovered, setHovered] = useState(false);
  useToastLifetime(toast, hovered);
  return (
    <Card
      $type={toast.type}
      $leaving={toast.leaving}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-type={toast.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Icon name={icons[toast.type]} />
      <Message>{toast.message}</Message>
      <DismissButton type="button" aria-label="Dismiss" onClick={() => dispatch(toastDismissed(toast.id))}>
        <Icon name="close" size={14} />
      </DismissButton>
    </Card>
  );
}
