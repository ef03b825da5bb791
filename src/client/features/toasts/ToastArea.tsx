import styled from 'styled-components';
import { useAppSelector } from '../../base/hooks';
import { ToastCard } from './ToastCard';
import { selectToasts } from './toastsSlice';

const Region = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.lg};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
`;

/** Notifications sit fixed at the top centre. */
export function ToastArea() {
  const toasts = useAppSelector(selectToasts);
  return (
    <Region role="region" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </Region>
  );
}
