import styled from 'styled-components';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  break-inside: avoid;
  figcaption {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: minmax(0, 9rem) minmax(0, 1fr) max-content;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  .who {
    overflow-wrap: anywhere;
  }
  .track {
    height: 12px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  .bar {
    display: block;
    height: 100%;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
  li[data-own='true'] .bar {
    background: ${({ theme }) => theme.colors.info};
  }
  li[data-own='true'] .who {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  /* Bars are backgrounds: printers drop those unless told to keep them. */
  @media print {
    .track {
      background: #e8e8e8 !important;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
    .bar {
      background: #555 !important;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
    li[data-own='true'] .bar {
      background: #000 !important;
    }
  }
`;

export type Bar = { key: string; label: string; value: number | null; text: string; own: boolean };

/**
 * One figure for several accounts as horizontal bars, each with its value written beside it: a chart that
 * prints in black and white and reads out as a list (the bars themselves are decoration). A negative or
 * unknown value draws no bar; its text says what it is.
 */
export function FigureBars({ title, bars }: { title: string; bars: Bar[] }) {
  const top = Math.max(0, ...bars.map((bar) => bar.value ?? 0));
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <ul aria-label={title}>
        {bars.map((bar) => (
          <li key={bar.key} data-own={bar.own}>
            <span className="who">{bar.label}</span>
            <span className="track" aria-hidden="true">
              <span className="bar" style={{ width: `${top > 0 && bar.value !== null && bar.value > 0 ? (100 * bar.value) / top : 0}%` }} />
            </span>
            <span>{bar.text}</span>
          </li>
        ))}
      </ul>
    </Figure>
  );
}
