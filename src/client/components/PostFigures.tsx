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
`;

/** A figure as shown under a post: its name and its value, already formatted. */
export type PostFigure = { label: string; value: string };

/** A post's figures as one wrapping line of name–value pairs, the same under every post of every page. */
export function PostFigures({ figures, className }: { figures: readonly PostFigure[]; className?: string }) {
  return (
    <List className={className}>
      {figures.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
