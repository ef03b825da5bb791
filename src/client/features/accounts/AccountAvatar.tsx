import { useState } from 'react';
import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.gradients.brand};
  color: #fff;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/** The account's picture, or its first letter when there is none or it fails to load. */
export function AccountAvatar({ username, src, size = 28 }: { username: string; src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Circle $size={size} aria-hidden="true">
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : username.charAt(0).toUpperCase()}
    </Circle>
  );
}
