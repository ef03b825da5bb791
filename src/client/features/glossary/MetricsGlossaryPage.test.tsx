import { screen, within } from '@testing-library/react';
import { GLOSSARY, GLOSSARY_RULES } from '../../../shared/glossary';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';

let server: LoopbackServer;

beforeEach(async () => {
  server = await startLoopbackServer(connectorsHandler(connectorsState({ accounts: demoAccounts })));
  setApiBaseUrl(server.origin);
});

afterEach(() => server.close());

describe('the metrics glossary page', () => {
  it('gives each rule and each figure a section at its anchor, with every fact of the entry', async () => {
    renderAppAt('/app/metrics', signedInState());
    expect(await screen.findByRole('heading', { level: 1, name: 'Metrics glossary' })).toBeInTheDocument();
    // Looked up by anchor (role queries over ~40 sections are slow in jsdom), each named by its heading.
    for (const rule of GLOSSARY_RULES) expect(document.getElementById(rule.id)).toHaveAccessibleName(rule.title);
    for (const entry of GLOSSARY) {
      const section = document.getElementById(entry.id);
      expect(section?.tagName).toBe('SECTION');
      expect(section).toHaveAccessibleName(entry.name);
      expect(section).toHaveTextContent(entry.formula);
      expect(section).toHaveTextContent(entry.unknown);
    }
    const publicEr = screen.getByRole('region', { name: 'Public ER' });
    const facts = within(publicEr)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(facts).toEqual(['Formula', 'Unit', 'Source', 'Day', 'Period', 'Unknown', 'CSV column', 'Also shown as', 'Shown on']);
    expect(within(publicEr).getByText('public_er_pct').tagName).toBe('CODE');
    // The contents list links to every figure on the page.
    const contents = screen.getByRole('navigation', { name: 'Figures' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(GLOSSARY.map((entry) => `#${entry.id}`));
  });

  it('opens on the entry the link names, with focus on its heading', async () => {
    const scrolled: Element[] = [];
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function record(this: Element) {
      scrolled.push(this);
    });
    renderAppAt('/app/metrics#net-follower-growth', signedInState());
    const entry = await screen.findByRole('region', { name: 'Net follower growth' });
    expect(within(entry).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(scrolled).toContain(entry);
    scroll.mockRestore();
  });

  it('is no entry of the sidebar, whose entries are a fixed list of pages', async () => {
    renderAppAt('/app/metrics', signedInState());
    await screen.findByRole('heading', { level: 1, name: 'Metrics glossary' });
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).queryByRole('link', { name: /glossary|metrics/i })).not.toBeInTheDocument();
  });
});
