import { createGlobalStyle } from 'styled-components';

/**
 * On paper a report stands alone: no sidebar, header, chat or toasts, and the light system colours
 * (Canvas / CanvasText) instead of the dark theme, so it prints legibly without wasting toner. Mounted
 * only while a report is shown, so no other page's printing changes.
 */
export const ReportPrintStyle = createGlobalStyle`
  @media print {
    @page { margin: 14mm 12mm; }
    html { color-scheme: light; }
    body, #root { min-height: 0; background: Canvas; color: CanvasText; }
    aside, header:not(main header), a:not(main a), [role='dialog'], [role='separator'], [role='region'][aria-label='Notifications'], [data-print='hide'] {
      display: none !important;
    }
    main { padding: 0 !important; }
    main, main * { color: CanvasText !important; box-shadow: none !important; }
    main section, main li, main [role='note'] {
      background: Canvas !important;
      border-color: GrayText !important;
      break-inside: avoid;
    }
    main th, main td { border-color: GrayText !important; background: Canvas !important; }
    main [role='region'] { overflow: visible !important; max-height: none !important; border-color: GrayText !important; border-radius: 0 !important; }
    main a { text-decoration: none; }
    h2 { break-after: avoid; }
  }
`;
