import { Fragment } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
  }
  @media (max-width: 560px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space.xs};
    }
  }
`;

export type Formula = { label: string; formula: string };

/**
 * Each figure's formula spelled out under what it explains: always visible, so it holds on paper and
 * small screens too, where a tooltip cannot be opened.
 */
export function FormulaList({ formulas }: { formulas: Formula[] }) {
  return (
    <List aria-label="How these figures are computed">
      {formulas.map(({ label, formula }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{formula}</dd>
        </Fragment>
      ))}
    </List>
  );
}
