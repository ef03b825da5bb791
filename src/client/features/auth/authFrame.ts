import styled, { css } from 'styled-components';
import { mobileQuery } from '../../base/theme';
import { titleAndMutedText } from '../../components/pageText';

/** The centred card every sign-in page stands in: sign in, register, forgot and reset password. */
export const AuthWrap = styled.div`
  display: grid;
  place-items: center;
  padding: 64px ${({ theme }) => theme.space.lg};
  ${mobileQuery} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }
`;

export const AuthCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: min(420px, 100%);
  padding: ${({ theme }) => theme.space.xxl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${mobileQuery} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/** The sign-in pages' title and small muted paragraphs. */
export const authText = css`
  ${titleAndMutedText}
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
