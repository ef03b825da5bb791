import { useMemo, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { exportRows, type CsvExport } from '../lib/csv';
import { Button } from './Button';
import { Table } from './DataTable';
import { Icon } from './Icon';
import { FitFrame, NARROW_TABLE_PX, NarrowNote } from './tableFit';

export type SortDirection = 'ascending' | 'descending';
export type SortState = { key: string; direction: SortDirection };
type SortValue = number | string | null;

export type SortableColumn<Row> = {
  key: string;
  header: string;
  /** The cell as plain text: shown when there is no `render`, and on paper. */
  text: (row: Row) => string;
  render?: (row: Row) => ReactNode;
  /** Sortable columns give the value to order by; a null sorts last in either direction. */
  sortValue?: (row: Row) => SortValue;
  numeric?: boolean;
  /** Long text (a title) wraps instead of widening the table. */
  wrap?: boolean;
  /** Left out (and said so) when the table's box is narrow: the columns a phone can do without. */
  priority?: 'low';
};

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * Under `below` px of the table's own box each row becomes a card: its first cell the card's heading,
 * every other cell on a line of its own after its column's name (data-label), so nothing is clipped or
 * scrolled out of view. The header row stays as the sort buttons; no column is left out.
 */
const stacked = (below: number) => css`
  @container (max-width: ${below - 1}px) {
    &,
    tbody,
    tr,
    td {
      display: block;
    }
    thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    thead th,
    thead th[data-priority='low'] {
      display: block;
      position: static;
      padding: 0;
      border: none;
      background: none;
    }
    thead th:not([aria-sort]) {
      display: none;
    }
    tbody tr {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: none;
    }
    td,
    td[data-wrap='true'],
    td[data-priority='low'] {
      display: block;
      min-width: 0;
      padding: ${({ theme }) => theme.space.xxs} 0;
      border: none;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    td:not([data-numeric='true']),
    td[data-numeric='true'] {
      text-align: left;
    }
    td:first-child {
      font-weight: ${({ theme }) => theme.font.weight.medium};
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const Grid = styled(Table)<{ $stackBelow?: number }>`
  th[data-numeric='true'],
  td[data-numeric='true'] {
    text-align: right;
  }
  th:not([data-numeric='true']),
  td:not([data-numeric='true']) {
    text-align: left;
  }
  td {
    padding-top: ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  tr[data-pinned='true'] td {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  thead th {
    white-space: normal;
    vertical-align: bottom;
  }
  thead th[data-numeric='true'] {
    min-width: 5rem;
  }
  td[data-wrap='true'] {
    min-width: 14rem;
    white-space: normal;
  }
  th button {
    display: inline-flex;
    align-items: center;
    text-align: inherit;
    gap: ${({ theme }) => theme.space.xxs};
    padding: 0;
    border: none;
    background: none;
    font-weight: inherit;
    cursor: pointer;
  }
  th button svg {
    opacity: 0.35;
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  th[aria-sort='ascending'] button svg,
  th[aria-sort='descending'] button svg {
    opacity: 1;
  }
  th[aria-sort='ascending'] button svg {
    transform: rotate(180deg);
  }
  ${({ $stackBelow }) => ($stackBelow ? stacked($stackBelow) : '')}
  @media print {
    thead {
      display: table-header-group;
    }
    tr {
      break-inside: avoid;
    }
    th button svg {
      display: none;
    }
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

/** Null last whichever the direction; numbers by value, text by locale. */
function sortRows<Row>(rows: readonly Row[], valueOf: (row: Row) => SortValue, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [left, right] = [valueOf(a), valueOf(b)];
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return sign * order;
  });
}

type Props<Row> = {
  caption: string;
  columns: SortableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Rows kept on top whatever the order (a reference row, such as the user's own account). */
  pinned?: (row: Row) => boolean;
  initialSort?: SortState;
  /** What Export CSV writes, in the order shown: the rows as data. Absent, there is no Export CSV button. */
  csv?: CsvExport<Row>;
  /** Cells as their plain text only (a printed report). */
  plain?: boolean;
  /** The table's own width under which its low-priority columns are left out. */
  narrowBelow?: number;
  /**
   * The table's own width under which each row shows as a card (see `stacked`): for a table whose
   * columns, actions among them, cannot all fit a phone. No column is then left out.
   */
  stackBelow?: number;
};

/**
 * A table whose every figure column sorts from a header button (aria-sort on the header), and whose
 * Export CSV writes its rows as data in the order shown.
 */
export function SortableTable<Row>({ caption, columns, rows, rowKey, pinned, initialSort, csv, plain = false, narrowBelow, stackBelow }: Props<Row>) {
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const ordered = useMemo(() => orderRows(rows, columns, sort, pinned), [rows, columns, sort, pinned]);
  const toggle = (column: SortableColumn<Row>) =>
    setSort((current) => ({
      key: column.key,
      direction: current?.key === column.key ? flip(current.direction) : column.numeric ? 'descending' : 'ascending',
    }));
  return (
    // Stacked, every column shows: the low-priority ones are left out only where the rows would not stack.
    <FitFrame $narrowBelow={stackBelow ? Math.min(stackBelow, narrowBelow ?? NARROW_TABLE_PX) : narrowBelow}>
      {csv ? (
        <Bar>
          <Button type="button" $variant="secondary" $size="sm" onClick={() => exportRows(csv, ordered)}>
            Export CSV
          </Button>
        </Bar>
      ) : null}
      <Scroll tabIndex={0} role="region" aria-label={caption}>
        <Grid $stackBelow={stackBelow}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  data-numeric={column.numeric}
                  data-priority={column.priority}
                  aria-sort={column.sortValue ? (sort?.key === column.key ? sort.direction : 'none') : undefined}
                >
                  {column.sortValue ? (
                    <button type="button" onClick={() => toggle(column)}>
                      {column.header}
                      <Icon name="chevronDown" size={14} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ordered.map((row) => (
              <tr key={rowKey(row)} data-pinned={pinned?.(row) ?? false}>
                {columns.map((column, index) => (
                  <td
                    key={column.key}
                    data-numeric={column.numeric}
                    data-wrap={column.wrap}
                    data-priority={column.priority}
                    // Named when stacked; the first cell heads its card, and a cell of controls needs no name.
                    data-label={stackBelow && index > 0 && column.text(row) !== '' ? column.header : undefined}
                  >
                    {!plain && column.render ? column.render(row) : column.text(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Grid>
      </Scroll>
      {stackBelow ? null : (
        <NarrowNote columns={columns.filter((column) => column.priority === 'low').map((column) => column.header)} canExport={Boolean(csv)} />
      )}
    </FitFrame>
  );
}

const flip = (direction: SortDirection): SortDirection => (direction === 'ascending' ? 'descending' : 'ascending');

function orderRows<Row>(rows: readonly Row[], columns: SortableColumn<Row>[], sort: SortState | null, pinned?: (row: Row) => boolean): Row[] {
  const valueOf = columns.find((column) => column.key === sort?.key)?.sortValue;
  const sorted = sort && valueOf ? sortRows(rows, valueOf, sort.direction) : [...rows];
  if (!pinned) return sorted;
  return [...sorted.filter(pinned), ...sorted.filter((row) => !pinned(row))];
}
