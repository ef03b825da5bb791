import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { exportRows, type CsvExport } from '../lib/csv';
import { Button } from './Button';
import { Pager } from './Pager';
import { FitFrame, NarrowNote } from './tableFit';

/** A labelled scroll container: what still does not fit a phone scrolls sideways here, never under a clip. */
const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  caption {
    padding: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
    caption-side: top;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  td[data-wrap='true'] {
    min-width: 12rem;
    white-space: normal;
  }
  /* A header breaks between its words rather than widen a numeric column past its figures. */
  thead th {
    white-space: normal;
    vertical-align: bottom;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.sm};
  @media print {
    display: none;
  }
`;

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Left out (and said so) when the table's box is narrow: the columns a phone can do without. */
  priority?: 'low';
  /** Long text (a caption) wraps instead of widening the table. */
  wrap?: boolean;
};

/** Client-side paging, for a table whose rows are all at hand (a chart's days). */
type LocalPaging = { pageSize: number; noun: string };

type Props<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** What Export CSV writes: the rows as data (the glossary's column names, raw values), not the cells as shown. */
  csv: CsvExport<Row>;
  /** Pages of rows instead of one long table. */
  paging?: LocalPaging;
  /** The table's own width under which its low-priority columns are left out. */
  narrowBelow?: number;
  /** Rendered under the table (a pager of server-side pages). */
  footer?: ReactNode;
};

type FigureTableProps<Row> = Pick<Props<Row>, 'caption' | 'columns' | 'rows' | 'rowKey'>;

/** The table alone, without an export: a caption, a header row and one row per item; a wide table scrolls inside its box. */
export function FigureTable<Row>({ caption, columns, rows, rowKey }: FigureTableProps<Row>) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" data-priority={column.priority}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-priority={column.priority} data-wrap={column.wrap}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** A figure's data as a table, with an Export CSV of the same rows as data (lib/csv). */
export function DataTable<Row>({ caption, columns, rows, rowKey, csv, paging, narrowBelow, footer }: Props<Row>) {
  const [offset, setOffset] = useState(0);
  const shown = paging ? rows.slice(offset, offset + paging.pageSize) : rows;
  return (
    <FitFrame $narrowBelow={narrowBelow}>
      <Bar>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => exportRows(csv, rows)}>
          Export CSV
        </Button>
      </Bar>
      <FigureTable caption={caption} columns={columns} rows={shown} rowKey={rowKey} />
      <NarrowNote columns={columns.filter((column) => column.priority === 'low').map((column) => column.header)} canExport />
      {paging && rows.length > paging.pageSize ? (
        <Pager
          noun={paging.noun}
          offset={offset}
          shown={shown.length}
          total={rows.length}
          onPrevious={() => setOffset(Math.max(0, offset - paging.pageSize))}
          onNext={() => setOffset(offset + paging.pageSize)}
        />
      ) : null}
      {footer}
    </FitFrame>
  );
}
