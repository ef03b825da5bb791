/** The settings and workspace pages' sections: a data card with more room between its parts (forms), headed by a title and a muted lead. */
import styled from 'styled-components';
import { Card } from './dataCard';

/** The danger zone's border is red. */
export const SectionCard = styled(Card)<{ $danger?: boolean }>`
  gap: ${({ theme }) => theme.space.lg};
  ${({ $danger }) => ($danger ? 'border-color: rgba(239, 68, 68, 0.45);' : '')}
`;

export const SectionHead = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
