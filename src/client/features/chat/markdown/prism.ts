import './prismSetup';
import Prism from 'prismjs';
// The core bundle brings markup, css, clike and javascript; these add the rest we promise to highlight.
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-markdown';

export type PrismTokenStream = Array<string | Prism.Token>;

/** The grammar for a fence's language name or alias (js, ts, sh, py, md, html…), if it was loaded. */
export function grammarFor(language: string | undefined): Prism.Grammar | null {
  if (!language) return null;
  const grammar = (Prism.languages as Record<string, unknown>)[language.toLowerCase()];
  // Prism.languages also holds helpers such as `extend`; only objects are grammars.
  return grammar !== null && typeof grammar === 'object' ? grammar : null;
}

/** Tokens for React to render: no HTML strings, so nothing from the reply can reach innerHTML. */
export function tokenize(code: string, grammar: Prism.Grammar): PrismTokenStream {
  return Prism.tokenize(code, grammar);
}
