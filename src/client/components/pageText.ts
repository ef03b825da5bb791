/** The text of the narrow pages a link or a sign-in opens: sign in, password reset, OAuth callbacks, invitations. */
import styled, { css } from 'styled-components';

/** The page's title, and its paragraphs muted under it. */
export const titleAndMutedText = css`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A problem said in the danger colour; the doubled class outranks the muted `p` rule of the box it stands in. */
export const AlertText = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
