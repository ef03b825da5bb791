import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mobileQuery } from '../../base/theme';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.textMuted};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  h2 {
    margin: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p,
  li {
    line-height: 1.65;
  }
  ul {
    padding-left: 1.25rem;
  }
  ${mobileQuery} {
    padding: ${({ theme }) => `${theme.space.xl} 0`};
  }
`;

const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One component per legal text, shown both on its public route and inside the app shell. */
export function LegalDocument({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <Article aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <Updated>Last updated {updated}</Updated>
      {children}
    </Article>
  );
}
