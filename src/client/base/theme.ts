/** Design tokens. The product is always dark; the light palette exists only as a stored preference. */
export const darkTheme = {
  name: 'dark' as const,
  colors: {
    bg: '#0b0d12',
    surface: '#12151c',
    surfaceRaised: '#181c25',
    surfaceHover: '#1f2430',
    border: '#262c3a',
    borderStrong: '#364055',
    text: '#e8ebf2',
    textMuted: '#9aa3b5',
    // WCAG AA (4.5:1) for small text on every surface up to surfaceHover, still a step below textMuted.
    textFaint: '#858da1',
    // A fill under white text: 4.6:1 with primaryText (the lighter #8b5cf6 gave 4.2:1); hover darkens.
    primary: '#8453f6',
    primaryHover: '#7446ec',
    /** White text on the primary and dangerSolid fills. */
    primaryText: '#ffffff',
    accent: '#ec4899',
    success: '#22c55e',
    warning: '#f59e0b',
    /** Red text, borders and icons on the dark surfaces (4.6:1 even on surfaceHover). */
    danger: '#f15858',
    /** Red fill under white text (4.8:1): no red reads well both as text on dark and under white text. */
    dangerSolid: '#dc2626',
    dangerSolidHover: '#c81e1e',
    info: '#38bdf8',
    focus: '#a78bfa',
    overlay: 'rgba(3, 5, 10, 0.65)',
    codeBg: '#0d1017',
  },
  gradients: {
    brand: 'linear-gradient(135deg, #f59e0b 0%, #ec4899 50%, #8b5cf6 100%)',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radii: { sm: '6px', md: '10px', lg: '14px', pill: '999px' },
  font: {
    family: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.875rem', display: '2.75rem' },
    weight: { regular: 400, medium: 500, bold: 650 },
    lineHeight: 1.5,
  },
  shadow: { card: '0 1px 2px rgba(0,0,0,.4)', popover: '0 12px 32px rgba(0,0,0,.5)' },
  breakpoints: { mobile: 768 },
  z: { sidebar: 20, header: 30, chat: 40, drawer: 50, dialog: 60, toast: 70 },
  motion: { fast: '150ms', panel: '300ms' },
};

export type AppTheme = typeof darkTheme;

/** The mobile layout's media condition (below the 768px breakpoint), for CSS and for matchMedia alike. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${darkTheme.breakpoints.mobile - 1}px)`;
export const mobileQuery = `@media ${MOBILE_MEDIA_QUERY}`;
