import type { ReactNode } from 'react';
import styled from 'styled-components';
import { exportRows, type CsvExport } from '../lib/csv';
import { Button } from './Button';

const Scroll = styled.div`
  overflow-x: auto;
  max-height: 320px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  caption { padding: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.textMuted}; text-align: left; caption-side: top; }
  th, td { padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: right; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; }
  thead th { position: sticky; top: 0; background: ${({ theme }) => theme.colors.surfaceRaised}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

type Props<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** What Export CSV writes: the rows as data (the glossary's column names, raw values), not the cells as shown. */
  csv: CsvExport<Row>;
};

/** A figure's data as a table, with an Export CSV of the same rows as data (lib/csv). */
export function DataTable<Row>({ caption, columns, rows, rowKey, csv }: Props<Row>) {
  return (
    <div>
      <Bar>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => exportRows(csv, rows)}>
          Export CSV
        </Button>
      </Bar>
      <Scroll tabIndex={0} role="region" aria-label={caption}>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </div>
  );
}
