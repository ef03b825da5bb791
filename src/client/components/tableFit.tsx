import styled from 'styled-components';

/** Below this width of its own box (not the window's: a half-width card is narrow on a desktop too), a table drops its low-priority columns. */
export const NARROW_TABLE_PX = 420;

/**
 * The box a table measures itself by (a CSS size container): under `$narrowBelow` px its cells marked
 * data-priority="low" are left out, and the note that names them shows, so no column goes silently.
 */
export const FitFrame = styled.div<{ $narrowBelow?: number }>`
  container-type: inline-size;
  min-width: 0;
  .narrow-note {
    display: none;
  }
  @container (max-width: ${({ $narrowBelow = NARROW_TABLE_PX }) => $narrowBelow - 1}px) {
    [data-priority='low'] {
      display: none;
    }
    .narrow-note {
      display: block;
    }
  }
  @media print {
    [data-priority='low'] {
      display: table-cell !important;
    }
    .narrow-note {
      display: none !important;
    }
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** Says which columns a narrow screen leaves out, and where to see them. Shown only while they are left out. */
export function NarrowNote({ columns, canExport }: { columns: string[]; canExport: boolean }) {
  if (columns.length === 0) return null;
  return (
    <Note className="narrow-note">
      {listed(columns)} {columns.length === 1 ? 'is' : 'are'} left out at this width: turn the screen or widen the window{canExport ? ', or Export CSV,' : ''}{' '}
      to see {columns.length === 1 ? 'it' : 'them'}.
    </Note>
  );
}
