import { act, screen, waitFor } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { WorkspaceAction } from '../../../shared/workspacePermissions';
import type { WorkspaceSummary } from '../../../shared/workspaces';
import { answerWorkspaces, personalWorkspace, sharedWorkspace } from './testing/workspacesFake';
import { useCan } from './useWorkspace';
import { workspaceSelected } from './workspacesSlice';

let server: LoopbackServer;
/** Held back until the test lets the list go, to see what the hook says before it is known. */
let release: () => void;

async function serve(workspaces: WorkspaceSummary[], { held = false } = {}) {
  const answered = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  server = await startLoopbackServer(async (req, res) => {
    await answered;
    if (answerWorkspaces(workspaces, req.method ?? 'GET', req.url ?? '/', res)) return;
    sendJson(res, 404, { message: 'Not found', code: 'not_found' });
  });
  setApiBaseUrl(server.origin);
}

afterEach(() => server.close());

function Probe({ action }: { action: WorkspaceAction }) {
  const { allowed, reason } = useCan(action);
  return <p data-testid="permit">{allowed ? 'allowed' : `refused: ${reason}`}</p>;
}

const permit = () => screen.getByTestId('permit');

describe('useCan', () => {
  it('refuses a viewer what changes the workspace, with the reason the server gives', async () => {
    await serve([sharedWorkspace('viewer')]);
    renderWithProviders(<Probe action="competitors.remove" />, { preloadedState: signedInState() });
    expect(await screen.findByText("refused: Viewers can't remove competitors — ask an owner or editor")).toBeInTheDocument();
  });

  it('allows an editor the editor’s actions and refuses the owner’s', async () => {
    await serve([sharedWorkspace('editor')]);
    const { unmount } = renderWithProviders(<Probe action="reports.delete" />, { preloadedState: signedInState() });
    await screen.findByText('allowed');
    unmount();
    renderWithProviders(<Probe action="members.manage" />, { preloadedState: signedInState() });
    expect(await screen.findByText("refused: Editors can't change roles or remove members — ask an owner")).toBeInTheDocument();
  });

  it('follows the workspace selected: the same person may change their own and only read the shared one', async () => {
    await serve([personalWorkspace, sharedWorkspace('viewer')]);
    const { store } = renderWithProviders(<Probe action="reports.generate" />, { preloadedState: signedInState() });
    // Once listed, the personal workspace is selected, where the user is owner.
    await waitFor(() => expect(store.getState().workspaces.selectedWorkspaceId).toBe('w-personal'));
    expect(permit()).toHaveTextContent('allowed');
    // Switching drops the cache, the list with it: the role last listed answers until it is read again.
    act(() => void store.dispatch(workspaceSelected('w-shared')));
    expect(permit()).toHaveTextContent("refused: Viewers can't generate reports — ask an owner or editor");
    act(() => void store.dispatch(workspaceSelected('w-personal')));
    expect(permit()).toHaveTextContent('allowed');
  });

  it('leaves the decision to the server until the workspaces are known', async () => {
    await serve([sharedWorkspace('viewer')], { held: true });
    renderWithProviders(<Probe action="competitors.refresh" />, { preloadedState: signedInState() });
    expect(permit()).toHaveTextContent('allowed');
    release();
    expect(await screen.findByText("refused: Viewers can't refresh competitors — ask an owner or editor")).toBeInTheDocument();
  });
});
