import styled, { type DefaultTheme } from 'styled-components';

/** A form whose fields stand one under the other; `$gap` is a theme space, lg unless given. */
export const StackForm = styled.form<{ $gap?: keyof DefaultTheme['space'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
`;
