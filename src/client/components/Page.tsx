import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PRODUCT_NAME = 'Instagram Analytics Workspace';

/** The tab's title names the page (and, where given, what it is about), so tabs and history read apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/**
 * The frame of every page inside the app shell: one h1 and an optional lead line. `about` (e.g.
 * "@mayamoves.fit") joins the page's name in the tab's title: "Dashboard · @mayamoves.fit".
 */
export function Page({ title, lead, about, children }: { title: string; lead?: string; about?: string; children: ReactNode }) {
  useDocumentTitle(about ? `${title} · ${about}` : title);
  return (
    <Wrapper>
      <Header>
        <Title>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
      </Header>
      {children}
    </Wrapper>
  );
}
