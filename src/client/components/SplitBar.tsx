import styled from 'styled-components';

/** Two parts of a whole side by side (followers and non-followers), with their names and shares as text. */
const Track = styled.div`
  display: flex;
  height: 14px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Part = styled.span<{ $share: number; $tone: 'first' | 'second' }>`
  width: ${({ $share }) => `${($share * 100).toFixed(2)}%`};
  background: ${({ theme, $tone }) => ($tone === 'first' ? theme.colors.primary : theme.colors.accent)};
`;

const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

type SplitPart = { label: string; value: number; text: string };

export function SplitBar({ first, second }: { first: SplitPart; second: SplitPart }) {
  const whole = first.value + second.value;
  const share = whole > 0 ? first.value / whole : 0.5;
  return (
    <div>
      <Track aria-hidden="true">
        <Part $share={share} $tone="first" />
        <Part $share={1 - share} $tone="second" />
      </Track>
      <Legend>
        <span>
          {first.label}: {first.text}
        </span>
        <span>
          {second.label}: {second.text}
        </span>
      </Legend>
    </div>
  );
}
