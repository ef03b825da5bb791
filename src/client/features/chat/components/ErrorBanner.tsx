import styled from 'styled-components';
import { ChatIcon } from './ChatIcon';
import { SmallButton } from './CopyButton';

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(239, 68, 68, 0.1);
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    flex: 1;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

interface ErrorBannerProps {
  message: string;
  onRetry: () => void;
  onDismiss: () => void;
}

/** A failed request, said in the panel, with the way forward (loading is already reset). */
export function ErrorBanner({ message, onRetry, onDismiss }: ErrorBannerProps) {
  return (
    <Banner role="alert">
      <p>{message}</p>
      <SmallButton type="button" onClick={onRetry}>
        <ChatIcon name="retry" size={14} />
        Retry
      </SmallButton>
      <SmallButton type="button" onClick={onDismiss} aria-label="Dismiss error">
        <ChatIcon name="close" size={14} />
      </SmallButton>
    </Banner>
  );
}
