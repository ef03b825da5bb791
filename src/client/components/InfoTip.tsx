import { useId } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  button {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: help;
    &:hover { color: ${({ theme }) => theme.colors.text}; }
  }
  [role='tooltip'] {
    position: absolute;
    top: calc(100% + 4px);
    right: -8px;
    z-index: 5;
    width: max-content;
    max-width: min(280px, 80vw);
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadow.popover};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    line-height: 1.45;
    text-align: left;
    pointer-events: none;
    /* Out of the layout until shown: a hidden box near an edge would still widen a phone's page. */
    display: none;
  }
  &:hover [role='tooltip'],
  &:focus-within [role='tooltip'] { display: block; }
`;

/**
 * "How is this computed?": a focusable ⓘ whose tooltip (hover or keyboard focus) gives a figure's
 * formula and data source, also read out as the button's description.
 */
export function InfoTip({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Wrap>
      <button type="button" aria-label={`How ${label} is computed`} aria-describedby={id}>
        <Icon name="info" size={14} />
      </button>
      <span role="tooltip" id={id}>
        {children}
      </span>
    </Wrap>
  );
}
