import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChatIcon } from '../components/ChatIcon';
import { SmallButton } from '../components/CopyButton';
import { exportWrittenTable } from '../../../lib/csv';

const Frame = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Scroller = styled.div`
  overflow-x: auto;
  /* Inside the frame's rounded clip, so the ring is drawn inward to stay visible. */
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A reply's table, with an Export CSV button that downloads its cells as data (lib/csv, named with the time). */
export function TableWithExport({ children }: { children?: ReactNode }) {
  const tableRef = useRef<HTMLTableElement>(null);
  const exportCsv = () => {
    if (tableRef.current) exportWrittenTable(tableRef.current);
  };
  return (
    <Frame>
      {/* Focusable, so keyboard users can scroll a table wider than the panel (WCAG 2.1.1). */}
      <Scroller tabIndex={0} role="region" aria-label="Table from the reply">
        <table ref={tableRef}>{children}</table>
      </Scroller>
      <Toolbar>
        <SmallButton type="button" onClick={exportCsv}>
          <ChatIcon name="download" size={14} />
          Export CSV
        </SmallButton>
      </Toolbar>
    </Frame>
  );
}
