import styled from 'styled-components';
import { mobileQuery } from '../../base/theme';

/** Side by side on wide screens, one column on a phone. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  ${mobileQuery} {
    button {
      width: 100%;
    }
  }
`;

export const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ReadOnlyFact = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;
