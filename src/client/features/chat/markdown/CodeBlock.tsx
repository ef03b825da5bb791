import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { grammarFor, tokenize, type PrismTokenStream } from './prism';
import { CopyButton } from '../components/CopyButton';

function aliasClasses(alias: string | string[] | undefined): string {
  if (!alias) return '';
  return ` ${Array.isArray(alias) ? alias.join(' ') : alias}`;
}

function renderTokens(tokens: PrismTokenStream): ReactNode[] {
  return tokens.map((token, index) => {
    if (typeof token === 'string') return <Fragment key={index}>{token}</Fragment>;
    const content = typeof token.content === 'string' ? token.content : renderTokens(Array.isArray(token.content) ? token.content : [token.content]);
    return (
      <span key={index} className={`token ${token.type}${aliasClasses(token.alias)}`}>
        {content}
      </span>
    );
  });
}

const Frame = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.codeBg};
  overflow: hidden;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} ${theme.space.xs} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
  line-height: 1.55;
  tab-size: 2;
`;

interface CodeBlockProps {
  code: string;
  language?: string;
}

/** A fenced code block: Prism tokens for the languages we load, plain text for any other. */
export function CodeBlock({ code, language }: CodeBlockProps) {
  const grammar = grammarFor(language);
  return (
    <Frame>
      <Bar>
        <span>{language || 'text'}</span>
        <CopyButton text={code} label="Copy code" />
      </Bar>
      <Pre>
        <code className={grammar ? `language-${language}` : undefined}>{grammar ? renderTokens(tokenize(code, grammar)) : code}</code>
      </Pre>
    </Frame>
  );
}
