import { createGlobalStyle } from 'styled-components';

/**
 * On paper a report stands alone: an A4 document with no sidebar, header, chat, toasts or buttons, in
 * the light system colours (Canvas / CanvasText) instead of the dark theme, so it prints legibly
 * without wasting toner. Its tables fit the page width (smaller type, cells that wrap, no sideways
 * scroll), the parts (summary, charts, figures, definitions) follow on with each heading kept with what
 * follows it, and a table row or a chart never splits across two pages. Mounted only while a report is shown, so no other page's printing changes.
 */
export const ReportPrintStyle = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 14mm 12mm; }
    html { color-scheme: light; }
    body, #root { min-height: 0; background: Canvas; color: CanvasText; }
    aside, header:not(main header), a:not(main a), [role='dialog'], [role='separator'], [role='region'][aria-label='Notifications'], [data-print='hide'] {
      display: none !important;
    }
    main { padding: 0 !important; margin: 0 !important; max-width: none !important; }
    main, main * { color: CanvasText !important; box-shadow: none !important; }
    main section, main li, main [role='note'] {
      background: Canvas !important;
      border-color: GrayText !important;
    }
    main section { padding: 0 !important; border: none !important; }
    main li, main [role='note'], main figure { break-inside: avoid; }
    main table { width: 100% !important; min-width: 0 !important; font-size: 9pt !important; }
    main th, main td { white-space: normal !important; border-color: GrayText !important; background: Canvas !important; padding: 2pt 4pt !important; }
    main tr { break-inside: avoid; }
    main thead { display: table-header-group; }
    main [role='region'] { overflow: visible !important; max-height: none !important; border-color: GrayText !important; border-radius: 0 !important; }
    main a { text-decoration: none; }
    h1 { font-size: 18pt !important; }
    h2 { font-size: 13pt !important; break-after: avoid; }
  }
`;
