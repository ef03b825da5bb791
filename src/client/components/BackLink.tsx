import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** "← All competitors": the quiet way back from a detail page to its list. */
export const BackLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;
