import { appPath, competitorPath, isPagePath, reportPath } from './pagePaths';

describe('page addresses', () => {
  it('builds addresses the router has a page for', () => {
    expect(appPath('user-comparison')).toBe('/app/user-comparison');
    expect(isPagePath(appPath('settings'))).toBe(true);
    expect(isPagePath(competitorPath('7b7c2a4e-1f3d-4c55-9f0a-2b1d3c4e5f60'))).toBe(true);
    expect(isPagePath(reportPath('r1'))).toBe(true);
  });

  it('keeps an id to one path segment, whatever it holds', () => {
    expect(competitorPath('a/b?c')).toBe('/app/competitors/a%2Fb%3Fc');
    expect(isPagePath(reportPath('../../settings'))).toBe(true);
    expect(reportPath('../../settings')).toBe('/app/reports/..%2F..%2Fsettings');
  });

  it('knows no page outside the lists', () => {
    expect(isPagePath('/app/nowhere')).toBe(false);
    expect(isPagePath('/app/competitors/a/b')).toBe(false);
  });
});
