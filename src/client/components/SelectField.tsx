import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The focus ring is the global one (GlobalStyle). */
const Select = styled.select`
  height: 38px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
`;

export type SelectOption = { value: string; name: string };

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The text of an empty first option (value ""), when there is one. */
  emptyOption?: string;
}

/** A labelled select: the label wraps it, so the parent can lay out `label` elements. */
export function SelectField({ label, options, emptyOption, ...selectProps }: SelectFieldProps) {
  return (
    <Label>
      {label}
      <Select {...selectProps}>
        {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </Select>
    </Label>
  );
}
