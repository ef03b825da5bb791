import { useId, useState } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';
import { tooltipBubble } from './tooltipBubble';

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
  ${tooltipBubble}
  [role='tooltip'] {
    top: calc(100% + 4px);
    right: -8px;
    z-index: 5;
    max-width: min(280px, 80vw);
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    box-shadow: ${({ theme }) => theme.shadow.popover};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    line-height: 1.45;
    text-align: left;
  }
`;

/**
 * "How is this computed?": a focusable ⓘ whose tooltip (hover or keyboard focus) gives a figure's
 * formula and data source, also read out as the button's description.
 */
export function InfoTip({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId();
  // Escape hides the tooltip without moving focus (WCAG 1.4.13); it may show again once left.
  const [dismissed, setDismissed] = useState(false);
  return (
    <Wrap
      data-dismissed={dismissed || undefined}
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
      onBlur={() => setDismissed(false)}
      onMouseLeave={() => setDismissed(false)}
    >
      <button type="button" aria-label={`How ${label} is computed`} aria-describedby={id}>
        <Icon name="info" size={14} />
      </button>
      <span role="tooltip" id={id}>
        {children}
      </span>
    </Wrap>
  );
}
