import styled from 'styled-components';
import type { Branding } from '../../../shared/branding';

// Without an accent: the app's raised surface and text, which the dark theme already pairs at AA.
const Band = styled.div<{ $accent: string | null; $text: string | null }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $accent, theme }) => $accent ?? theme.colors.surfaceRaised};
  color: ${({ $text, theme }) => $text ?? theme.colors.text};
  img {
    width: 40px;
    height: 40px;
    object-fit: contain;
  }
  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  /*
   * On paper: the accent with its own text colour, printed as it is, or without an accent the page's
   * light colours with a rule, never the dark theme's surface under the print's black text.
   */
  @media print {
    background: ${({ $accent }) => $accent ?? 'Canvas'} !important;
    border: 1px solid GrayText;
    print-color-adjust: exact;
    &,
    p {
      color: ${({ $text }) => $text ?? 'CanvasText'} !important;
    }
  }
`;

/** "Prepared by {workspace}" on the workspace's accent colour (its text black or white, whichever reads), with its logo. */
export function PreparedBy({ branding }: { branding: Branding }) {
  return (
    <Band $accent={branding.accentColor} $text={branding.accentTextColor} data-testid="prepared-by">
      {branding.logo ? <img src={branding.logo} alt="" /> : null}
      <p>Prepared by {branding.workspaceName}</p>
    </Band>
  );
}
