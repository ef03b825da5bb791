import type { ReactNode } from 'react';
import styled from 'styled-components';
import { titleAndMutedText } from '../../components/pageText';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 480px;
  margin: 0 auto;
  padding: 96px ${({ theme }) => theme.space.xl};
  text-align: center;
  ${titleAndMutedText}
`;

export function CallbackFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box aria-labelledby="callback-title">
      <h1 id="callback-title">{title}</h1>
      {children}
    </Box>
  );
}
