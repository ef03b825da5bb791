import styled, { type DefaultTheme } from 'styled-components';

/** A list as a column, without bullets or indent; `$gap` is a theme space, md unless given. */
export const StackList = styled.ul<{ $gap?: keyof DefaultTheme['space'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
