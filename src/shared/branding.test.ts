import { brandingBody, contrastRatio, textColorOn } from './branding';

describe('branding colours', () => {
  it('puts white on dark accents and black on light ones, always at AA', () => {
    expect(textColorOn('#1a237e')).toBe('#ffffff');
    expect(textColorOn('#ffeb3b')).toBe('#000000');
    for (const accent of ['#777777', '#ff0000', '#00ff00', '#0000ff', '#e91e63', '#808080', '#7f7f7f']) {
      expect(contrastRatio(accent, textColorOn(accent))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('refuses colours not written #rrggbb and logos that are not PNG or JPEG data URLs', () => {
    expect(brandingBody.safeParse({ accentColor: 'red', logo: null }).success).toBe(false);
    expect(brandingBody.safeParse({ accentColor: '#12345', logo: null }).success).toBe(false);
    expect(brandingBody.safeParse({ accentColor: null, logo: 'data:image/svg+xml;base64,PHN2Zz4=' }).success).toBe(false);
    expect(brandingBody.safeParse({ accentColor: '#A1b2C3', logo: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(true);
  });
});
