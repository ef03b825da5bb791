import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GlossaryId } from '../../shared/glossary';
import { Icon } from './Icon';
import { tooltipBubble } from './tooltipBubble';
import { appPath } from '../../shared/pagePaths';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  > a {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover {
      color: ${({ theme }) => theme.colors.text};
    }
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

/** The figure's entry in the metrics glossary (the /app/metrics page). */
const glossaryPath = (entry: GlossaryId) => `${appPath('metrics')}#${entry}`;

type Props = {
  /** The figure's name, in the link's text: "How {label} is computed". */
  label: string;
  /** Its entry in the metrics glossary, which the ⓘ opens. */
  entry: GlossaryId;
  /** The formula and source in a few words, shown on hover or focus. */
  children: React.ReactNode;
};

/**
 * "How is this computed?": an ⓘ whose tooltip (hover or keyboard focus) gives a figure's formula and
 * data source, also read out as the link's description, and which opens the figure's full entry in
 * the metrics glossary: on a touch screen, where no tooltip shows, that entry is the explanation.
 */
export function InfoTip({ label, entry, children }: Props) {
  const id = useId();
  // Escape hides the tooltip without moving focus (WCAG 1.4.13); it may show again once left.
  const [dismissed, setDismissed] = useState(false);
  return (
    <Wrap
      data-dismissed={dismissed || undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || dismissed) return;
        event.preventDefault(); // this Escape hides the tooltip; the next one may close the chat panel
        setDismissed(true);
      }}
      onBlur={() => setDismissed(false)}
      onMouseLeave={() => setDismissed(false)}
    >
      <Link to={glossaryPath(entry)} aria-label={`How ${label} is computed`} aria-describedby={id}>
        <Icon name="info" size={14} />
      </Link>
      <span role="tooltip" id={id}>
        {children}
      </span>
    </Wrap>
  );
}
