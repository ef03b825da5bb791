import styled from 'styled-components';

/** The schedule and branding forms: fields side by side where they fit, one under another at 375 px. */
export const FormGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: end;
`;

/** A row across the whole grid: a wide field, an error, the buttons. */
export const FullRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  grid-column: 1 / -1;
`;
