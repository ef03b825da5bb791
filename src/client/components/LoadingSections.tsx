import { Skeleton } from './dataCard';
import { Sections } from './pageLayout';

/** Grey blocks where a page's sections will be, one per height, announced as `label` while its data loads. */
export function LoadingSections({ label, heights }: { label: string; heights: number[] }) {
  return (
    <Sections role="status" aria-label={label}>
      {heights.map((height, index) => (
        <Skeleton key={index} $height={height} />
      ))}
    </Sections>
  );
}
