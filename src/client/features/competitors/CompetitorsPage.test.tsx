import { screen, waitFor, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts, idleStatus, type ConnectorsState } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';
import { localToday, shiftDate } from '../period';
import { captureDownloads } from '../../lib/testing/captureDownloads';
import { formatDay } from '../../lib/format';
import { answerWorkspaces, sharedWorkspace } from '../workspaces/testing/workspacesFake';
import type { WorkspaceSummary } from '../../../shared/workspaces';
import { answerCompetitors, competitorsState, daysAgo, type CompetitorsState } from './testing/competitorsFake';
import { cellTexts, ownText } from '../../test/tableCells';

let server: LoopbackServer;
let state: CompetitorsState;
let listRequests: URLSearchParams[];

/** `workspaces`: what GET /api/workspaces lists (none: the list is not answered and the server alone decides). */
async function startFake(overrides: Partial<CompetitorsState> = {}, connectorOverrides: Partial<ConnectorsState> = {}, workspaces: WorkspaceSummary[] = []) {
  state = competitorsState(overrides);
  listRequests = [];
  const connectors = connectorsHandler(connectorsState({ accounts: demoAccounts, ...connectorOverrides }));
  server = await startLoopbackServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/api/competitors' && req.method === 'GET') listRequests.push(url.searchParams);
    if (workspaces.length && answerWorkspaces(workspaces, req.method ?? 'GET', url.pathname, res)) return undefined;
    if (answerCompetitors(state, { method: req.method ?? 'GET', path: url.pathname, params: url.searchParams, body }, res)) return undefined;
    return connectors(req, res, body);
  });
  setApiBaseUrl(server.origin);
}

afterEach(() => server.close());

const table = () => screen.getByRole('table', { name: /^Public figures for/ });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The @handle of each body row, top to bottom. */
const accountOrder = () => bodyRows().map((row) => within(row).getByText(/^@/).textContent);
const header = (name: string) => within(table()).getByRole('columnheader', { name });
/** A row's figure cells, one string each, from Followers to Public ER. */
const figures = (row: HTMLElement) => cellTexts(row).slice(1, 8);

async function renderList(search = '') {
  const rendered = renderAppAt(`/app/competitors${search}`, signedInState());
  await screen.findByRole('table', { name: /^Public figures for/ });
  return rendered;
}

describe('the competitors list', () => {
  it('puts the account first, marked You, beside each competitor’s public figures, and counts against the limit', async () => {
    await startFake();
    await renderList();
    expect(accountOrder()).toEqual(['@mayamoves.fit', '@liftwithlena', '@coachdre.strength', '@pilates.with.priya']);
    const [own, lena, dre, priya] = bodyRows();
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(figures(own)).toEqual(['52,000', '+300', '+0.58%', '4', '1,200', '80', '2.46%']);
    expect(figures(lena)).toEqual(['61,200', '+1,200', '+2.00%', '6', '1,300', '45', '2.20%']);
    expect(within(lena).queryByText('You')).not.toBeInTheDocument();
    expect(figures(dre).slice(1, 3)).toEqual(['−120', '−0.27%']);
    // Tracked for 5 of the period's 30 days: no growth yet, and the cell says why.
    expect(figures(priya).slice(0, 4)).toEqual(['28,300', `tracking since ${formatDay(daysAgo(5))}`, '—', '4']);
    expect(within(lena).getByRole('link', { name: '@liftwithlena' })).toHaveAttribute('href', '/app/competitors/c-lena');
    expect(screen.getByText('3 of 20 competitors. Any public business or creator account can be added.')).toBeInTheDocument();
    const today = localToday();
    expect(listRequests[0].get('from')).toBe(shiftDate(today, -29));
    expect(listRequests[0].get('accountId')).toBe('a1');
  });

  it('shows the account’s own row as syncing during its first sync, and the competitors’ figures as they are', async () => {
    const firstSync = idleStatus(demoAccounts[0], { state: 'running', stage: 'media', itemsDone: 120, itemsExpected: 540, lastSuccessAt: null });
    await startFake({}, { statusSequence: [[firstSync]] });
    await renderList();
    expect(await screen.findByText('Syncing @mayamoves.fit: posts 120 of 540')).toBeInTheDocument();
    const [own, lena] = bodyRows();
    await waitFor(() => expect(within(own).getAllByText('Syncing…')).toHaveLength(7));
    expect(own).not.toHaveTextContent('52,000');
    expect(figures(lena)).toEqual(['61,200', '+1,200', '+2.00%', '6', '1,300', '45', '2.20%']);
  });

  it('sorts by a column from its header button, keeping the account on top, and flips on a second press', async () => {
    await startFake();
    const { user } = await renderList();
    expect(header('Followers')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Followers')).getByRole('button', { name: 'Followers' }));
    expect(header('Followers')).toHaveAttribute('aria-sort', 'descending');
    expect(accountOrder()).toEqual(['@mayamoves.fit', '@liftwithlena', '@coachdre.strength', '@pilates.with.priya']);

    // The keyboard works the same way: the sort control is a real button.
    within(header('Followers')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Followers')).toHaveAttribute('aria-sort', 'ascending');
    expect(accountOrder()).toEqual(['@mayamoves.fit', '@pilates.with.priya', '@coachdre.strength', '@liftwithlena']);

    await user.click(within(header('Public ER')).getByRole('button'));
    expect(header('Public ER')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Followers')).toHaveAttribute('aria-sort', 'none');
    expect(accountOrder()).toEqual(['@mayamoves.fit', '@pilates.with.priya', '@coachdre.strength', '@liftwithlena']);

    // A competitor without a growth figure goes last either way.
    await user.click(within(header('Growth %')).getByRole('button'));
    expect(accountOrder()).toEqual(['@mayamoves.fit', '@liftwithlena', '@coachdre.strength', '@pilates.with.priya']);
    await user.click(within(header('Growth %')).getByRole('button'));
    expect(accountOrder()).toEqual(['@mayamoves.fit', '@coachdre.strength', '@liftwithlena', '@pilates.with.priya']);
  });

  it('exports the figures as data in the order shown, without the controls, named after the account and period', async () => {
    await startFake();
    const downloads = captureDownloads();
    const { user } = await renderList('?from=2026-10-25&to=2026-11-23');
    await user.click(within(header('Avg comments')).getByRole('button'));
    // The table's own export: the trends below it (growth ranking, lines) have theirs.
    await user.click(within(screen.getByRole('region', { name: 'Side by side' })).getByRole('button', { name: 'Export CSV' }));
    downloads.restore();

    expect(downloads.files.map((file) => file.name)).toEqual(['mayamoves.fit_competitors_2026-10-25_2026-11-23.csv']);
    const cells = (await downloads.lines(0)).map((line) => line.split(','));
    expect(cells).toEqual([
      [
        'account',
        'account_kind',
        'followers',
        'net_follower_growth',
        'follower_growth_pct',
        'posts_per_week',
        'avg_likes',
        'posts_with_hidden_likes',
        'avg_comments',
        'public_er_pct',
      ],
      ['mayamoves.fit', 'own', '52000', '300', '0.58', '4', '1200', '0', '80', '2.46'],
      // A loss is a negative number, not a neutralised text; growth unknown for lack of snapshots is an empty cell.
      ['coachdre.strength', 'competitor', '44800', '-120', '-0.27', '5', '1100', '0', '60', '2.6'],
      ['pilates.with.priya', 'competitor', '28300', '', '', '4', '900', '0', '50', '3.4'],
      ['liftwithlena', 'competitor', '61200', '1200', '2', '6', '1300', '0', '45', '2.2'],
    ]);
  });

  it('says how many posts with likes hidden by their owner each average left out, and shows unknown averages as —, exported empty', async () => {
    const [lena, dre, ...rest] = competitorsState().rows;
    // Lena hides the likes of 2 posts of the period; Dre of every one: no average likes and no public ER.
    await startFake({
      rows: [{ ...lena, postsWithHiddenLikes: 2 }, { ...dre, avgLikes: null, publicEr: null, postsWithHiddenLikes: dre.posts }, ...rest],
    });
    const downloads = captureDownloads();
    const { user } = await renderList('?from=2026-10-25&to=2026-11-23');
    const row = (handle: string) => bodyRows().find((candidate) => within(candidate).queryByText(handle))!;
    const cell = (handle: string, column: string) => {
      const index = within(table())
        .getAllByRole('columnheader')
        .findIndex((th) => th.textContent?.startsWith(column));
      return row(handle).querySelectorAll('th, td')[index];
    };
    const figureAndNote = (handle: string, column: string) => [ownText(cell(handle, column)), cell(handle, column).querySelector('*')?.textContent];
    expect(figureAndNote('@liftwithlena', 'Avg likes')).toEqual(['1,300', '2 posts left out: their likes are hidden by the owner']);
    expect(figureAndNote('@liftwithlena', 'Public ER')).toEqual(['2.20%', '2 posts left out: their likes are hidden by the owner']);
    expect(figureAndNote('@coachdre.strength', 'Avg likes')).toEqual(['—', `${dre.posts} posts left out: their likes are hidden by the owner`]);
    expect(cell('@mayamoves.fit', 'Avg likes')).toHaveTextContent(/^1,200$/);
    await user.click(within(screen.getByRole('region', { name: 'Side by side' })).getByRole('button', { name: 'Export CSV' }));
    downloads.restore();
    const cells = (await downloads.lines(0)).map((line) => line.split(','));
    const exported = (handle: string) => cells.find((line) => line[0] === handle)!;
    expect(exported('liftwithlena').slice(6, 10)).toEqual(['1300', '2', '45', '2.2']);
    expect(exported('coachdre.strength').slice(6, 10)).toEqual(['', String(dre.posts), '60', '']);
  });

  it('offers the demo handles that can still be added, which fill the field and go once added', async () => {
    await startFake();
    const { user } = await renderList();
    const offered = await screen.findByRole('group', { name: 'Demo accounts you can add:' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['@thehomegymguy', '@runclub.atx', '@strongafter40', '@mobility.mike']);
    const field = screen.getByLabelText('Instagram username or profile link');
    // Every one of them is also in the field's own list of choices.
    const choices = document.getElementById(field.getAttribute('list') ?? '');
    expect(Array.from(choices?.querySelectorAll('option') ?? []).map((option) => option.value)).toHaveLength(6);

    await user.click(within(offered).getByRole('button', { name: '@runclub.atx' }));
    expect(field).toHaveValue('@runclub.atx');
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(await screen.findByText('Now tracking @runclub.atx')).toBeInTheDocument();
    await waitFor(() => expect(within(offered).queryByRole('button', { name: '@runclub.atx' })).not.toBeInTheDocument());
    expect(within(offered).getAllByRole('button')).toHaveLength(4);
  });

  it('offers nothing for an account outside the demo, and asks for a username without naming one', async () => {
    await startFake({ suggestions: [] });
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(screen.getByLabelText('Instagram username or profile link')).toHaveAccessibleDescription('Enter an Instagram username.');
    expect(screen.queryByRole('group', { name: 'Demo accounts you can add:' })).not.toBeInTheDocument();
  });

  it('adds a competitor, and shows the server’s reason inline when it refuses one', async () => {
    await startFake();
    const { user } = await renderList();
    const field = screen.getByLabelText('Instagram username or profile link');

    // The suggestions arrive with their own request; the hint names one once they have.
    await screen.findByRole('group', { name: 'Demo accounts you can add:' });
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    // The example is a handle the demo world offers, not one the visitor would have to guess.
    expect(field).toHaveAccessibleDescription('Enter an Instagram username, such as @thehomegymguy.');

    await user.type(field, '@nobody.here');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(await screen.findByText('No public business or creator account is called @nobody.here.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'lift with lena');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(await screen.findByText('Username may only contain letters, digits, periods and underscores')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '@LiftWithLena');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(await screen.findByText('@liftwithlena is already tracked.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '@runclub.atx');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(await screen.findByText('Now tracking @runclub.atx')).toBeInTheDocument();
    await waitFor(() => expect(accountOrder()).toContain('@runclub.atx'));
    expect(field).toHaveValue('');
    expect(screen.getByText(/^4 of 20 competitors/)).toBeInTheDocument();
    // Typing and a round trip per attempt: five attempts outlast jest's default 5 s on a busy machine.
  }, 20_000);

  it('removes a competitor only once the danger dialog is confirmed', async () => {
    await startFake();
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Remove @coachdre.strength' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove competitor' });
    expect(dialog).toHaveTextContent('Stop tracking @coachdre.strength?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.count('DELETE', '/api/competitors/c-dre')).toBe(0);
    expect(accountOrder()).toContain('@coachdre.strength');

    await user.click(screen.getByRole('button', { name: 'Remove @coachdre.strength' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Remove competitor' })).getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveAttribute('data-variant', 'danger');
    await user.click(confirm);
    await waitFor(() => expect(accountOrder()).not.toContain('@coachdre.strength'));
    expect(server.count('DELETE', '/api/competitors/c-dre')).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows each refresh state, the failure’s reason on focus, and queues a refresh', async () => {
    await startFake();
    const { user } = await renderList();
    const row = (name: string) =>
      within(table())
        .getAllByRole('row')
        .find((candidate) => candidate.textContent?.includes(name)) as HTMLElement;
    expect(row('@pilates.with.priya')).toHaveTextContent('Queued');
    expect(within(row('@pilates.with.priya')).getByRole('button', { name: 'Refresh @pilates.with.priya' })).toBeDisabled();
    const failed = within(row('@coachdre.strength')).getByText('Refresh failed');
    failed.focus();
    expect(failed).toHaveAccessibleDescription('Instagram is throttling this app (code 4); the next refresh retries.');
    expect(row('@liftwithlena')).toHaveTextContent('Updated Nov 20');

    await user.click(within(row('@liftwithlena')).getByRole('button', { name: 'Refresh @liftwithlena' }));
    await waitFor(() => expect(row('@liftwithlena')).toHaveTextContent('Queued'));
    expect(state.refreshed).toEqual(['c-lena']);
  });

  it('shows a viewer Refresh and Remove unavailable, saying why, and no form to add: nothing is asked of the server', async () => {
    await startFake({}, {}, [sharedWorkspace('viewer')]);
    const { user } = await renderList();
    const remove = screen.getByRole('button', { name: 'Remove @coachdre.strength' });
    const refresh = screen.getByRole('button', { name: 'Refresh @liftwithlena' });
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    expect(remove).toHaveAccessibleDescription("Viewers can't remove competitors — ask an owner or editor");
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    expect(refresh).toHaveAccessibleDescription("Viewers can't refresh competitors — ask an owner or editor");
    expect(screen.getByText("Viewers can't add competitors — ask an owner or editor.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Instagram username or profile link')).not.toBeInTheDocument();

    await user.click(remove);
    await user.click(refresh);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state.refreshed).toEqual([]);
    expect(server.requests.filter((request) => /^(POST|DELETE|PATCH) /.test(request))).toEqual([]);
  });

  it('says why competitors cannot be added to this account', async () => {
    await startFake({ cannotAdd: 'Competitors need a Facebook Login connection: Instagram Login cannot look up other accounts.', rows: [] });
    await renderList();
    expect(screen.getByRole('note')).toHaveTextContent('Competitors need a Facebook Login connection');
    expect(screen.queryByLabelText('Instagram username or profile link')).not.toBeInTheDocument();
    expect(screen.getByText(/No competitors yet/)).toBeInTheDocument();
    expect(screen.getByText('0 of 20 competitors.')).toBeInTheDocument();
  });

  it('stops adding at the limit', async () => {
    await startFake({ limit: 3, cannotAdd: 'This account already tracks 3 competitors, the most allowed (COMPETITOR_LIMIT): remove one to add another.' });
    await renderList();
    expect(screen.getByRole('note')).toHaveTextContent('This account already tracks 3 competitors');
    expect(screen.getByText('3 of 3 competitors.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add competitor' })).not.toBeInTheDocument();
  });

  it('ranks the accounts by the table’s growth, and draws followers and public ER with a table for each', async () => {
    await startFake();
    await renderList();
    const ranking = await screen.findByRole('table', { name: 'Follower growth over the period, highest first' });
    // Rank and account, growth, growth rate (the period, the last cell, is the table's own).
    const rows = within(ranking)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellTexts(row).slice(0, 3));
    // Lena +2.00%, the account +0.58%, Dre −0.27%; Priya, tracked since inside the period, unranked and last.
    expect(rows).toEqual([
      ['1. @liftwithlena', '+1,200', '+2.00%'],
      ['2. @mayamoves.fit (you)', '+300', '+0.58%'],
      ['3. @coachdre.strength', '−120', '−0.27%'],
      [expect.stringMatching(/^@pilates\.with\.priya/), '—', '—'],
    ]);
    const unranked = within(ranking).getAllByRole('row').at(-1)!.querySelector<HTMLElement>('th, td')!;
    expect(within(unranked).getByText(`tracking since ${formatDay(daysAgo(5))}`)).toBeInTheDocument();

    const followers = screen.getByRole('region', { name: 'Followers over time' });
    expect(followers).toHaveTextContent(`@pilates.with.priya tracking since ${formatDay(daysAgo(5))}`);
    const followerTable = within(followers).getByRole('table', { name: 'Followers over time, by account and snapshot day' });
    expect(
      within(followerTable)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Account', 'Date', 'Followers']);
    expect(within(followerTable).getAllByRole('row')[1]).toHaveTextContent('@mayamoves.fit (you)');

    const er = screen.getByRole('region', { name: 'Public ER by week' });
    expect(within(within(er).getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(/@mayamoves\.fit \(you\).*2\.46%/);
  });

  it('says when the list could not be loaded, and retries', async () => {
    await startFake({ listFailures: 10 });
    const { user } = renderAppAt('/app/competitors', signedInState());
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy; try again.');
    state.listFailures = 0;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /^Public figures for/ })).toBeInTheDocument();
  });
});
