import { screen, waitFor, within } from '@testing-library/react';
import type { SyncRefusal } from '../../../shared/connectors';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { connectorsState, demoAccounts, idleStatus, startConnectorsFake } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import type { LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { navigateTo } from './useConnectFlow';

let server: LoopbackServer;

afterEach(async () => {
  await server.close();
  localStorage.clear();
  jest.restoreAllMocks();
});

const permissionRefusal: SyncRefusal = {
  source: 'media_insights',
  kind: 'permission',
  code: 200,
  permission: 'instagram_manage_insights',
  message: '(#200) Requires instagram_manage_insights permission to manage the object',
  count: 32,
};
const notOffered: SyncRefusal = {
  source: 'follower_count',
  kind: 'not_offered',
  code: null,
  permission: null,
  message: 'Meta offers follower_count and online_followers only for accounts with 100 or more followers.',
  count: 1,
};

/** Settings with @mayamoves.fit's last sync answered as given; the other accounts synced cleanly. */
async function renderWithMayaStatus(overrides: Parameters<typeof idleStatus>[1]) {
  const statuses = demoAccounts.map((account) => idleStatus(account, account.accountId === 'a1' ? overrides : {}));
  server = await startConnectorsFake(connectorsState({ statusSequence: [statuses] }));
  setApiBaseUrl(server.origin);
  const result = renderWithProviders(<AppRoutes />, { initialEntries: ['/app/settings'], preloadedState: signedInState() });
  return { ...result, maya: await screen.findByRole('listitem', { name: '@mayamoves.fit' }) };
}

describe('Settings → sync health', () => {
  it('names what Meta refused and why, says the figures are unknown, and reconnects for the missing permission', async () => {
    const assign = jest.spyOn(navigateTo, 'assign').mockImplementation(() => undefined);
    const { user, maya } = await renderWithMayaStatus({ refusals: [permissionRefusal, notOffered] });
    const health = await within(maya).findByRole('group', { name: 'Sync health of @mayamoves.fit' });
    expect(health).toHaveTextContent('shown as unknown, not 0');
    expect(health).toHaveTextContent(
      'Post insights (views, reach, saves, shares): Meta refused (32 posts): the instagram_manage_insights permission is missing.',
    );
    expect(health).toHaveTextContent(
      'New followers per day: Not offered for this account: Meta offers follower_count and online_followers only for accounts with 100 or more followers.',
    );
    // The button waits for the account's login flavour, from its profile.
    await user.click(await within(health).findByRole('button', { name: 'Reconnect with the missing permission' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://meta.test/dialog?flavour=facebook'));
  });

  it('says a throttled sync waits for Meta and when it resumes', async () => {
    const pausedUntil = new Date(Date.now() + 20 * 60_000).toISOString();
    const { maya } = await renderWithMayaStatus({ state: 'paused', pausedUntil, metaUsagePercent: 100 });
    const health = await within(maya).findByRole('group', { name: 'Sync health of @mayamoves.fit' });
    expect(within(health).getByRole('status')).toHaveTextContent("Waiting for Meta's rate limit: the sync resumes by itself at");
    expect(within(health).getByRole('status').querySelector('time')).toHaveAttribute('datetime', pausedUntil);
    expect(health).toHaveTextContent('Meta reports 100% of its call budget in use');
    expect(within(health).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the sync succeeded with gaps: how many posts Meta sent without insights, which figures stay unknown, and which posts', async () => {
    const { maya } = await renderWithMayaStatus({
      insightsGaps: {
        postsRead: 120,
        postsMissing: 3,
        gaps: [
          {
            reason: 'no_insights',
            metrics: ['reach', 'saved', 'views'],
            count: 2,
            posts: [
              { igMediaId: '1790', caption: 'Morning mobility flow', postedAt: '2024-03-02T08:00:00.000Z', permalink: 'https://www.instagram.com/p/Mobility/' },
              { igMediaId: '1791', caption: null, postedAt: '2024-02-20T08:00:00.000Z', permalink: null },
            ],
          },
          {
            reason: 'metrics_missing',
            metrics: ['saved'],
            count: 1,
            posts: [{ igMediaId: '1792', caption: 'Leg day', postedAt: '2026-11-20T08:00:00.000Z', permalink: 'https://www.instagram.com/p/Legs/' }],
          },
        ],
      },
    });
    const health = await within(maya).findByRole('group', { name: 'Sync health of @mayamoves.fit' });
    const gaps = within(health).getByRole('region', { name: 'Succeeded with gaps: insights missing for 3 of 120 posts read' });
    expect(gaps).toHaveTextContent('Meta sent no insights for 2 posts: their reach, saves and views stay unknown.');
    expect(gaps).toHaveTextContent('Meta sent insights without saves for 1 post: its saves stay unknown.');
    expect(gaps).toHaveTextContent('asked for again at the next sync');
    const named = within(gaps).getByRole('list', { name: 'Posts Meta sent no insights for' });
    expect(within(named).getByRole('link', { name: 'Morning mobility flow' })).toHaveAttribute('href', 'https://www.instagram.com/p/Mobility/');
    expect(within(named).getAllByRole('listitem')[1]).toHaveTextContent('Post without a caption');
    expect(named.querySelector('time')).toHaveAttribute('datetime', '2024-03-02T08:00:00.000Z');
    expect(within(gaps).getByRole('list', { name: 'Posts Meta sent incomplete insights for' })).toHaveTextContent('Leg day');
    // Nothing was refused: no reconnect is offered for a gap.
    expect(within(health).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing for a clean sync', async () => {
    const { maya } = await renderWithMayaStatus({});
    await within(maya).findByText(/Last synced/);
    expect(within(maya).queryByRole('group', { name: /Sync health/ })).not.toBeInTheDocument();
  });
});
