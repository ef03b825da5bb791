import { MAIL_ACCENT, mailHtml } from './layout';

describe('the layout of the app’s e-mails', () => {
  const html = mailHtml({
    title: 'Ana & Co invited you',
    paragraphs: ['Ana invited you as <strong>editor</strong>.'],
    action: { label: 'Accept the invitation', href: 'https://analytics.example.test/invite#token=a&b' },
    notes: ['The link works once.'],
  });

  it('is a full HTML document of tables and inline styles: a header band in the accent, then the text', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Ana &#38; Co invited you<\/title><\/head>/);
    expect(html).toContain(`<tr><td style="background:${MAIL_ACCENT};color:#ffffff;padding:16px 20px">`);
    expect(html).toContain('<span style="font-size:18px;font-weight:bold">Ana &#38; Co invited you</span>');
    expect(html).toContain('<p style="margin:0 0 12px">Ana invited you as <strong>editor</strong>.</p>');
    expect(html).toContain('>The link works once.</p>');
    expect(html).not.toMatch(/<(?:style|link|script)\b/);
  });

  it('makes the action a button, with its address written out for a client without buttons, both escaped', () => {
    expect(html).toMatch(/<a href="https:\/\/analytics\.example\.test\/invite#token=a&#38;b" style="display:inline-block;[^"]*">Accept the invitation<\/a>/);
    expect(html).toContain('Or open this address: https://analytics.example.test/invite#token=a&#38;b');
  });
});
