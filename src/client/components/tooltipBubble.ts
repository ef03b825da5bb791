import { css } from 'styled-components';

/**
 * The look and behaviour of a `[role='tooltip']` inside the styled element that uses this: shown on
 * hover and on keyboard focus within it; out of the layout until then (a hidden box near an edge would
 * still widen a phone's page); never catching clicks meant for what it covers; hidden again while the
 * element carries data-dismissed. Placement is the user's.
 */
export const tooltipBubble = css`
  [role='tooltip'] {
    position: absolute;
    width: max-content;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.xs};
    pointer-events: none;
    display: none;
  }
  &:hover [role='tooltip'],
  &:focus-within [role='tooltip'] {
    display: block;
  }
  /* Dismissed with Escape (WCAG 1.4.13), whatever hover or focus say. */
  &[data-dismissed] [role='tooltip'] {
    display: none;
  }
`;
