import { csvFileName, tableRows, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says and joins rows with CRLF', () => {
    const csv = toCsv([
      ['Format', 'Note'],
      ['Reels, short', 'say "hi"'],
      ['Carousel', 'line one\nline two'],
      ['Image', 'plain'],
    ]);
    expect(csv).toBe(
      'Format,Note\r\n"Reels, short","say ""hi"""\r\nCarousel,"line one\nline two"\r\nImage,plain',
    );
  });

  it('neutralises cells that a spreadsheet would run as formulas but keeps signed numbers', () => {
    expect(toCsv([['=SUM(A1:A2)', '@cmd', '-5%', '+12', '-', '+x']])).toBe("'=SUM(A1:A2),'@cmd,-5%,+12,-,'+x");
  });
});

describe('tableRows', () => {
  it('reads header and body cells as shown', () => {
    document.body.innerHTML =
      '<table><thead><tr><th>Day</th><th> Time </th></tr></thead><tbody><tr><td>Mon</td><td><strong>9:00</strong></td></tr></tbody></table>';
    expect(tableRows(document.querySelector('table')!)).toEqual([
      ['Day', 'Time'],
      ['Mon', '9:00'],
    ]);
  });
});

describe('csvFileName', () => {
  it('names the file with a file-system-safe UTC time stamp', () => {
    expect(csvFileName(new Date('2026-11-20T22:41:05.123Z'))).toBe('table-2026-11-20T22-41-05.csv');
  });
});
