/** The chat panel is 400 wide by default, 500 expanded, between 300 and 30% of the window. */
export const PANEL_WIDTH = { default: 400, expanded: 500, min: 300, maxWindowShare: 0.3 } as const;

/** Clamp a dragged width; on windows too narrow for the minimum, the minimum wins. */
export function clampPanelWidth(px: number, windowWidth: number): number {
  const max = Math.max(PANEL_WIDTH.min, Math.floor(windowWidth * PANEL_WIDTH.maxWindowShare));
  if (!Number.isFinite(px)) return PANEL_WIDTH.default > max ? max : PANEL_WIDTH.default;
  return Math.round(Math.min(max, Math.max(PANEL_WIDTH.min, px)));
}
