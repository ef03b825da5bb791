import { csvFileName, csvOf, exportFileName, percentNumber, tableRows, toCsv, writtenCell, type CsvColumn } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says and joins rows with CRLF', () => {
    const csv = toCsv([
      ['Format', 'Note'],
      ['Reels, short', 'say "hi"'],
      ['Carousel', 'line one\nline two'],
      ['Image', 'plain'],
    ]);
    expect(csv).toBe('Format,Note\r\n"Reels, short","say ""hi"""\r\nCarousel,"line one\nline two"\r\nImage,plain');
  });

  it('neutralises every text cell a spreadsheet would run as a formula, and keeps numbers, negative ones too, as numbers', () => {
    expect(toCsv([['=SUM(A1:A2)', '@cmd', '+x', '-x', '-', '\tcmd', '\rcmd', '=1+2', '-2+3']])).toBe(
      "'=SUM(A1:A2),'@cmd,'+x,'-x,'-,'\tcmd,\"'\rcmd\",'=1+2,'-2+3",
    );
    expect(toCsv([[-5, -0.25, 1_240, '-5', '-9.4%', '+12']])).toBe('-5,-0.25,1240,-5,-9.4%,+12');
  });

  it('writes an unknown value as an empty cell, never as a dash or 0, and booleans as words', () => {
    expect(toCsv([[null, undefined, Number.NaN, 0, true, false]])).toBe(',,,0,true,false');
  });
});

describe('csvOf', () => {
  type Row = { day: string; followers: number | null; er: number | null };
  const columns: CsvColumn<Row>[] = [
    { name: 'date', value: (row) => row.day },
    { name: 'followers', value: (row) => row.followers },
    { name: 'public_er_pct', value: (row) => percentNumber(row.er) },
  ];

  it('writes a header row of the column names, then each row as data', () => {
    const csv = csvOf(columns, [
      { day: '2026-11-01', followers: 53_129, er: 0.0566 },
      { day: '2026-11-02', followers: null, er: null },
    ]);
    expect(csv.split('\r\n')).toEqual(['date,followers,public_er_pct', '2026-11-01,53129,5.66', '2026-11-02,,']);
  });
});

describe('percentNumber', () => {
  it('turns a fraction into its percentage without binary noise, and keeps unknown unknown', () => {
    expect(0.07 * 100).not.toBe(7);
    expect(percentNumber(0.07)).toBe(7);
    expect(percentNumber(0.0566)).toBe(5.66);
    expect(percentNumber(-0.0159)).toBe(-1.59);
    expect(percentNumber(1 / 3)).toBe(33.3333333333);
    expect(percentNumber(null)).toBeNull();
    expect(percentNumber(undefined)).toBeNull();
  });
});

describe('exportFileName', () => {
  it('names the account, the table and the period, in characters every file system takes', () => {
    expect(exportFileName({ account: 'mayamoves.fit', table: 'dashboard-reach-views', from: '2026-10-25', to: '2026-11-23' })).toBe(
      'mayamoves.fit_dashboard-reach-views_2026-10-25_2026-11-23.csv',
    );
    expect(exportFileName({ account: 'a/b:c', table: 'x y', from: '2026-10-25', to: '2026-11-23' })).toBe('a-b-c_x-y_2026-10-25_2026-11-23.csv');
  });
});

describe('an assistant table', () => {
  it('reads header and body cells as shown', () => {
    document.body.innerHTML =
      '<table><thead><tr><th>Day</th><th> Time </th></tr></thead><tbody><tr><td>Mon</td><td><strong>9:00</strong></td></tr></tbody></table>';
    expect(tableRows(document.querySelector('table')!)).toEqual([
      ['Day', 'Time'],
      ['Mon', '9:00'],
    ]);
  });

  it('reads each written cell back as data: counts as numbers, dashes as unknown, a percentage with its sign', () => {
    expect(['53,129', '−56', '+4.5', '1,234,567.5', '12'].map(writtenCell)).toEqual([53_129, -56, 4.5, 1_234_567.5, 12]);
    expect(['5.21%', '−9.4%', '+0.6%', '1,200%'].map(writtenCell)).toEqual(['5.21%', '-9.4%', '0.6%', '1200%']);
    expect(['—', '–', '-', '', 'n/a'].map(writtenCell)).toEqual([null, null, null, null, null]);
    expect(['Reels, short', '3–5 (common practice)', '12,34', '1.2.3', '+0.3 pts', '=HYPERLINK("x")'].map(writtenCell)).toEqual([
      'Reels, short',
      '3–5 (common practice)',
      '12,34',
      '1.2.3',
      '+0.3 pts',
      '=HYPERLINK("x")',
    ]);
    expect(toCsv([['Public ER', '−9.4%', '53,129', '—', '+0.3 pts'].map(writtenCell)])).toBe("Public ER,-9.4%,53129,,'+0.3 pts");
  });

  it('is named with a file-system-safe UTC time stamp', () => {
    expect(csvFileName(new Date('2026-11-20T22:41:05.123Z'))).toBe('table-2026-11-20T22-41-05.csv');
  });
});
