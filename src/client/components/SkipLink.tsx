import type { MouseEvent } from 'react';
import styled from 'styled-components';

/** The id of the one <main> of each layout, where the skip link takes keyboard users. */
const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.z.toast + 1};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.popover};
  /* Off screen until it has focus: the first Tab of every page shows it. */
  transform: translateY(calc(-100% - 16px));
  &:focus {
    transform: none;
  }
`;

/**
 * "Skip to main content" (WCAG 2.4.1), the first stop of the Tab order. Focus is moved by hand rather
 * than by the #hash, which the router would treat as a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </Link>
  );
}

/** The attributes of a layout's <main>: the skip link's target, focusable by script only. */
export const mainContentAttrs = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;
