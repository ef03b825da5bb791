import type { Components, ExtraProps } from 'react-markdown';
import { CodeBlock } from './CodeBlock';
import { TableWithExport } from './TableWithExport';

type HastNode = NonNullable<ExtraProps['node']>;
type HastChild = HastNode['children'][number];

function textOf(node: HastChild): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child)).join('') : '';
}

/** Reads the fence's language and text from the `<pre><code class="language-x">` react-markdown builds. */
function fencedCode(pre: HastNode | undefined): { code: string; language?: string } {
  const code = pre?.children.find((child) => child.type === 'element' && child.tagName === 'code');
  if (!code || code.type !== 'element') return { code: pre ? textOf(pre) : '' };
  const classes = code.properties.className;
  const languageClass = Array.isArray(classes) ? classes.map(String).find((name) => name.startsWith('language-')) : undefined;
  return { code: textOf(code).replace(/\n$/, ''), language: languageClass?.slice('language-'.length) };
}

/** How reply markdown maps to elements: safe links, highlighted code, exportable tables, no remote images. */
export const markdownComponents: Components = {
  a({ href, children }) {
    // safeUrl turned a dangerous URL into ''; keep the words, drop the link.
    if (!href) return <span>{children}</span>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  pre({ node }) {
    const { code, language } = fencedCode(node);
    return <CodeBlock code={code} language={language} />;
  },
  table({ children }) {
    return <TableWithExport>{children}</TableWithExport>;
  },
  // A reply must not make the browser fetch third-party images (tracking pixels); offer a link instead.
  img({ src, alt }) {
    if (typeof src !== 'string' || !src) return alt ? <span>{alt}</span> : null;
    return (
      <a href={src} target="_blank" rel="noopener noreferrer">
        {alt || 'Image'}
      </a>
    );
  },
};
