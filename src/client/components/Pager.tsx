import styled from 'styled-components';
import { formatCount } from '../lib/format';
import { Button } from './Button';

/** The pager's row: the muted count on one side, its buttons on the other; lists paged their own way reuse it. */
export const PagerBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  @media print {
    display: none;
  }
`;

type Props = {
  /** What the list holds, for the nav's name and the count ("posts"). */
  noun: string;
  /** Where the page shown starts in the whole list, from 0. */
  offset: number;
  shown: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
};

/** "Showing 21–40 of 50 posts" with Previous and Next: how a long list reads instead of a box that scrolls inside the page. */
export function Pager({ noun, offset, shown, total, onPrevious, onNext }: Props) {
  const range = shown === 0 ? `0` : `${formatCount(offset + 1)}–${formatCount(offset + shown)}`;
  return (
    <PagerBar aria-label={`Pages of ${noun}`}>
      <p aria-live="polite">
        Showing {range} of {formatCount(total)} {noun}
      </p>
      <div>
        <Button type="button" $variant="secondary" $size="sm" disabled={offset === 0} onClick={onPrevious}>
          Previous
        </Button>
        <Button type="button" $variant="secondary" $size="sm" disabled={offset + shown >= total} onClick={onNext}>
          Next
        </Button>
      </div>
    </PagerBar>
  );
}
