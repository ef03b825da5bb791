import { cloneElement, useId, type MouseEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { mobileQuery } from '../base/theme';
import { tooltipBubble } from './tooltipBubble';

const Wrap = styled.span<{ $align: 'start' | 'end' }>`
  position: relative;
  display: inline-flex;
  ${tooltipBubble}
  [role='tooltip'] {
    top: calc(100% + 4px);
    ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
    z-index: 5;
    max-width: min(280px, 80vw);
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    box-shadow: ${({ theme }) => theme.shadow.popover};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    line-height: 1.45;
    text-align: left;
    white-space: normal;
  }
  /* On a phone a bubble beside the control could run off the screen: it shows along the bottom instead. */
  ${mobileQuery} {
    [role='tooltip'] {
      position: fixed;
      top: auto;
      right: ${({ theme }) => theme.space.lg};
      bottom: ${({ theme }) => theme.space.lg};
      left: ${({ theme }) => theme.space.lg};
      z-index: 50;
      width: auto;
      max-width: none;
    }
  }
`;

type ControlProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
  'aria-disabled'?: boolean;
  'aria-describedby'?: string;
};

type Props = {
  /** Why the control cannot be used here; null when it can, and the control is then left as it is. */
  reason: string | null;
  /** Which edge the reason's bubble keeps to: the end (the default) for a control near the right edge. */
  align?: 'start' | 'end';
  /** One control: a button, usually. */
  children: ReactElement<ControlProps>;
};

/**
 * A control the user may not use here (their role does not allow it), shown in its place rather than
 * hidden: marked aria-disabled and still reachable with the keyboard, it does nothing when pressed, and
 * says why. The reason shows on hover and on focus (a tap focuses it on a touch screen) and is the
 * control's accessible description.
 */
export function Unavailable({ reason, align = 'end', children }: Props) {
  const id = useId();
  if (!reason) return children;
  const control = cloneElement(children, {
    disabled: false,
    'aria-disabled': true,
    'aria-describedby': id,
    onClick: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
  });
  return (
    <Wrap $align={align}>
      {control}
      <span role="tooltip" id={id}>
        {reason}
      </span>
    </Wrap>
  );
}
