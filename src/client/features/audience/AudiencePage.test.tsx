import { screen, within } from '@testing-library/react';
import type { AudienceAnswer } from '../../../shared/audience';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';
import { audienceAnswer, emptyAnswer, notOfferedAnswer, partlyOfferedAnswer } from './testing/audienceFixture';
import { cellTexts } from '../../test/tableCells';

let server: LoopbackServer;
let answer: () => AudienceAnswer;
let failures: number;
let requests: URLSearchParams[];

beforeEach(async () => {
  answer = audienceAnswer;
  failures = 0;
  requests = [];
  const connectors = connectorsHandler(connectorsState({ accounts: demoAccounts }));
  server = await startLoopbackServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/api/analytics/audience') return connectors(req, res, body);
    requests.push(url.searchParams);
    if (failures > 0) {
      failures -= 1;
      return sendJson(res, 503, { message: 'The database is busy; try again.' });
    }
    return sendJson(res, 200, answer());
  });
  setApiBaseUrl(server.origin);
});

afterEach(() => server.close());

describe('the audience page', () => {
  it('shows who follows the account: age and gender in words and tables, top countries and cities with shares, and the differences', async () => {
    renderAppAt('/app/audience', signedInState());
    expect(await screen.findByRole('heading', { level: 2, name: 'Followers: age and gender' })).toBeInTheDocument();
    expect(requests[0].get('accountId')).toBe('a1');
    expect(screen.getByRole('note', { name: 'Snapshot' })).toHaveTextContent(/Snapshot of .*20.*2026, compared with the one of .*13.*2026/);
    // What "this month" means for these audiences is the glossary's entry, one ⓘ away.
    expect(within(screen.getByRole('note', { name: 'Snapshot' })).getByRole('link', { name: "How Meta's “this month” is computed" })).toHaveAttribute(
      'href',
      '/app/metrics#this-month',
    );
    expect(screen.getByText('Women 65.0%, men 35.0%.')).toBeInTheDocument();
    const ages = screen.getByRole('table', { name: 'Followers: age and gender by age' });
    expect(cellTexts(within(ages).getAllByRole('row')[1])).toEqual(['18-24', '500', '50.0%']);

    const countries = screen.getByRole('table', { name: 'Followers: top countries: the top 10 by people' });
    expect(cellTexts(within(countries).getAllByRole('row')[1])).toEqual(['United States', '700', '70.0%']);
    const cities = screen.getByRole('table', { name: 'Followers: top cities: the top 10 by people' });
    expect(cellTexts(within(cities).getAllByRole('row')[1])).toEqual(['Austin, Texas', '400', '80.0%']);

    const byAge = screen.getByRole('table', { name: 'By age' });
    expect(cellTexts(within(byAge).getAllByRole('row')[1])).toEqual(['18-24', '50.0%', '62.5%', '+12.5 pp', '—', '—', '+10.0 pp']);
  });

  it('shows another audience from the selector, keeps it in the URL, and says which breakdown Meta refused or does not offer', async () => {
    const { user } = renderAppAt('/app/audience', signedInState());
    await screen.findByRole('heading', { level: 2, name: 'Followers: age and gender' });
    await user.selectOptions(screen.getByLabelText('Audience'), 'Engaged audience');
    expect(await screen.findByRole('heading', { level: 2, name: 'Engaged audience: age and gender' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/app/audience?audience=engaged');
    const cities = screen.getByRole('region', { name: 'Engaged audience: top cities' });
    expect(cities).toHaveTextContent('Meta refused this breakdown in the last sync: unknown until a sync reads it.');

    await user.selectOptions(screen.getByLabelText('Audience'), 'Reached audience');
    expect(await screen.findByRole('region', { name: 'Reached audience' })).toHaveTextContent(
      'Not offered: Meta returned no reached_audience_demographics for this account.',
    );
    expect(screen.queryByRole('heading', { name: 'Reached audience: age and gender' })).not.toBeInTheDocument();
  });

  it('says "not offered" for a breakdown Meta answered empty, not "unknown", and shows the one it served', async () => {
    answer = partlyOfferedAnswer;
    renderAppAt('/app/audience?audience=engaged', signedInState());
    const ageGender = await screen.findByRole('region', { name: 'Engaged audience: age and gender' });
    expect(ageGender).toHaveTextContent(
      /^Engaged audience: age and gender.*Not offered: Meta gives no age and gender breakdown of this audience for this account/,
    );
    expect(within(ageGender).queryByRole('table')).not.toBeInTheDocument();
    const cities = screen.getByRole('region', { name: 'Engaged audience: top cities' });
    expect(cities).toHaveTextContent('Not offered: Meta gives no city breakdown of this audience for this account');
    expect(cities).not.toHaveTextContent(/refused|unknown/);
    const countries = screen.getByRole('table', { name: 'Engaged audience: top countries: the top 10 by people' });
    expect(cellTexts(within(countries).getAllByRole('row')[1])).toEqual(['United States', '700', '70.0%']);
  });

  it('says "not offered" under 100 followers, never an empty chart or zeros', async () => {
    answer = notOfferedAnswer;
    renderAppAt('/app/audience', signedInState());
    const state = await screen.findByRole('region', { name: 'Audience not offered by Meta' });
    expect(state).toHaveTextContent('Not offered: Meta shows audience data only for accounts with 100+ followers. @mayamoves.fit has 86 followers');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/0\.0%/)).not.toBeInTheDocument();
  });

  it('says when no snapshot exists yet, and what the last sync could not read', async () => {
    answer = () => emptyAnswer('Meta refused the audience in the last sync: the instagram_manage_insights permission is missing.');
    renderAppAt('/app/audience', signedInState());
    expect(await screen.findByRole('region', { name: 'No audience snapshot yet' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'What the last sync could not read' })).toHaveTextContent('instagram_manage_insights permission is missing');
  });

  it('shows its loading state, says when the audience could not be loaded, and retries', async () => {
    failures = 10;
    const { user } = renderAppAt('/app/audience', signedInState());
    expect(await screen.findByRole('status', { name: 'Loading the audience' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy; try again.');
    failures = 0;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Followers: age and gender' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Audience · @/);
  });
});
