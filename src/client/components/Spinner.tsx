import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export function Spinner({ label, size = 20 }: { label: string; size?: number }) {
  return <Ring role="status" aria-label={label} $size={size} />;
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;

/** A whole-page wait, e.g. while the session is checked. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Centered>
      <Spinner label={label} size={32} />
    </Centered>
  );
}
