import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 480px;
  margin: 0 auto;
  padding: 96px ${({ theme }) => theme.space.xl};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function CallbackFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box aria-labelledby="callback-title">
      <h1 id="callback-title">{title}</h1>
      {children}
    </Box>
  );
}
