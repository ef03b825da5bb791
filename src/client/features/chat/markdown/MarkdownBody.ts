import styled from 'styled-components';

/**
 * Typography for replies plus a dark Prism token palette (styled here because webpack has no CSS
 * loader and Prism's own themes are CSS files).
 */
export const MarkdownBody = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
  /* break-word, not anywhere: "anywhere" shrinks table columns until words split letter by letter. */
  overflow-wrap: break-word;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    line-height: 1.3;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3,
  h4,
  h5,
  h6 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li,
  li > ul,
  li > ol {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  li > p {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ theme }) => theme.colors.info};
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin: ${({ theme }) => theme.space.lg} 0;
  }
  :not(pre) > code {
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceHover};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.85em;
  }
  /*
   * A reply's table takes the width its columns need, at least the panel's: a cell wraps only past 16rem,
   * so a long idea reads as a paragraph, a short column stays narrow, and a caption never breaks letter
   * by letter (break-word splits only a word longer than 16rem, such as a URL). What is then wider than the panel scrolls sideways in
   * TableWithExport's labelled region.
   */
  table {
    width: max-content;
    min-width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  th,
  td {
    max-width: 16rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tr:last-child td {
    border-bottom: 0;
  }
  input[type='checkbox'] {
    margin-right: ${({ theme }) => theme.space.xs};
  }

  pre code {
    color: #d4d8e2;
  }
  .token.comment,
  .token.prolog,
  .token.doctype,
  .token.cdata {
    color: #7f8796;
    font-style: italic;
  }
  .token.punctuation {
    color: #a9b1c1;
  }
  .token.property,
  .token.tag,
  .token.constant,
  .token.symbol,
  .token.deleted {
    color: #f07178;
  }
  .token.boolean,
  .token.number {
    color: #f78c6c;
  }
  .token.selector,
  .token.attr-name,
  .token.string,
  .token.char,
  .token.builtin,
  .token.inserted {
    color: #b5e08a;
  }
  .token.operator,
  .token.entity,
  .token.url {
    color: #89ddff;
  }
  .token.atrule,
  .token.attr-value,
  .token.keyword {
    color: #c792ea;
  }
  .token.function,
  .token.class-name {
    color: #82aaff;
  }
  .token.regex,
  .token.important,
  .token.variable {
    color: #ffcb6b;
  }
  .token.important,
  .token.bold {
    font-weight: bold;
  }
  .token.italic {
    font-style: italic;
  }
`;
