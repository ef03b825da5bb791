import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The sticky headers must not cover what keyboard focus scrolls to (WCAG 2.4.11). */
  html { color-scheme: dark; -webkit-text-size-adjust: 100%; scroll-padding-top: 72px; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    /* A file name or web address longer than a phone's line breaks instead of pushing the page sideways. */
    overflow-wrap: break-word;
  }
  #root { min-height: 100vh; }
  h1, h2, h3, h4 { line-height: 1.2; color: ${({ theme }) => theme.colors.text}; }
  a { color: ${({ theme }) => theme.colors.focus}; }
  button, input, textarea, select { font: inherit; color: inherit; }
  img, svg { display: block; }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* <main> takes focus only from the skip link; a ring round the whole page would say nothing. */
  main:focus { outline: none; }
  ::selection { background: rgba(139, 92, 246, 0.35); }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
`;
