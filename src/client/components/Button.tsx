import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'warning' | 'success';

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surfaceHover};
      border-color: ${({ theme }) => theme.colors.borderStrong};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surfaceHover};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSolid};
    color: ${({ theme }) => theme.colors.primaryText};
    /* Darker, not brighter, on hover: a brighter red would drop white text below 4.5:1. */
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.dangerSolidHover};
    }
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warning};
    color: #1a1205;
    &:hover:not(:disabled, [aria-disabled='true']) {
      filter: brightness(1.1);
    }
  `,
  success: css`
    background: ${({ theme }) => theme.colors.success};
    color: #04160a;
    &:hover:not(:disabled, [aria-disabled='true']) {
      filter: brightness(1.1);
    }
  `,
};

export const Button = styled.button<{ $variant?: ButtonVariant; $size?: 'sm' | 'md' | 'lg'; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : $size === 'lg' ? '46px' : '38px')};
  padding: 0 ${({ theme, $size }) => ($size === 'lg' ? theme.space.xl : theme.space.lg)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.md : theme.font.size.sm)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  ${({ $variant = 'primary' }) => variantStyles[$variant]}
  /* aria-disabled: a control the user's role may not use, left focusable so its reason can be read (Unavailable). */
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** A square button holding only an icon; always give it an aria-label. */
export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  flex-shrink: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;
