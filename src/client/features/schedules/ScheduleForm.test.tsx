import { screen, waitFor } from '@testing-library/react';
import type { ScheduleBody } from '../../../shared/schedules';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { parsedJson, sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useSelectedAccount } from '../accounts';
import { ScheduleForm } from './ScheduleForm';

const WORKSPACE = '11111111-1111-4111-8111-111111111111';
// Account ids are uuids on the server, which the form checks by the server's own rule.
const ACCOUNT = { ...demoAccounts[0], accountId: '22222222-2222-4222-8222-222222222222' };

/** The form as the reports page opens it: once the accounts are known. */
function Opened({ onDone }: { onDone: () => void }) {
  const { account } = useSelectedAccount();
  return account ? <ScheduleForm workspaceId={WORKSPACE} onDone={onDone} /> : null;
}

describe('the schedule form’s recipients', () => {
  let server: LoopbackServer;
  let created: ScheduleBody[];

  beforeEach(async () => {
    created = [];
    const connectors = connectorsHandler(connectorsState({ accounts: [ACCOUNT] }));
    server = await startLoopbackServer((req, res, body) => {
      if (req.method === 'POST' && req.url === `/api/workspaces/${WORKSPACE}/schedules`) {
        created.push(parsedJson<ScheduleBody>(body));
        return sendJson(res, 201, { id: 's1' });
      }
      return connectors(req, res, body);
    });
    setApiBaseUrl(server.origin);
  });
  afterEach(() => server.close());

  it('names the malformed address, then takes a name with its address in angle brackets, sending the address', async () => {
    const onDone = jest.fn();
    const { user } = renderWithProviders(<Opened onDone={onDone} />, { preloadedState: signedInState() });
    const field = await screen.findByLabelText('Send to (e-mail addresses, separated by commas)');
    await user.type(field, 'Maria <maria@example.com>, bob@example');
    await user.click(screen.getByRole('button', { name: 'Create the schedule' }));
    expect(await screen.findByText('"bob@example" is not an e-mail address')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Maria Dos Santos <maria@example.com>, bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Create the schedule' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(created.map((body) => body.recipients)).toEqual([['maria@example.com', 'bob@example.com']]);
  });
});
