import styled from 'styled-components';

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  div {
    display: flex;
    gap: 4px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  dd small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A figure as shown under a post: its name and its value, already formatted; for an unknown value (—), why, where known. */
export type PostFigure = { label: string; value: string; reason?: string };

/** A post's figures as one wrapping line of name–value pairs, the same under every post of every page. */
export function PostFigures({ figures, className }: { figures: readonly PostFigure[]; className?: string }) {
  return (
    <List className={className}>
      {figures.map(({ label, value, reason }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {value}
            {reason ? <small> ({reason})</small> : null}
          </dd>
        </div>
      ))}
    </List>
  );
}
