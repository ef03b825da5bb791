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
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

type Props = {
  username: string;
  src: string | null;
  size?: number;
  /** Where the picture stands for the account (the switcher on a phone shows nothing else); omit where the name is beside it. */
  label?: string;
};

/** The account's picture, or its first letter when there is none or it fails to load. */
export function AccountAvatar({ username, src, size = 28, label }: Props) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <Circle $size={size} aria-hidden={label ? undefined : true}>
        <img src={src} alt={label ?? ''} onError={() => setFailed(true)} />
      </Circle>
    );
  }
  const described = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Circle $size={size} {...described}>
      {username.charAt(0).toUpperCase()}
    </Circle>
  );
}
