import type http from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import type { Schedule, SchedulePreview, ScheduleSend, SendState } from '../../../shared/schedules';
import type { WorkspaceRole } from '../../../shared/workspaceRoles';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts } from '../../test/connectorsFake';
import { signedInState, testUser } from '../../test/fixtures';
import { parsedJson, sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { formatPeriod } from '../../lib/format';
import { ToastArea } from '../toasts';
import { WorkspaceReportSettings } from './WorkspaceReportSettings';

/**
 * Preview and Send now on the reports page's Schedules, against a loopback HTTP server that answers as
 * the API does: the preview's e-mail and PDF, a send queued under the request's Idempotency-Key, and its
 * state asked after until it ends (held back by the test while it checks the progress shown).
 */

const WORKSPACE = 'w1';
const SCHEDULE: Schedule = {
  id: 's1',
  workspaceId: WORKSPACE,
  accountId: 'a1',
  accountUsername: 'mayamoves.fit',
  kind: 'dashboard-summary',
  cadence: 'weekly',
  recipients: ['client@example.com', 'boss@example.com'],
  timezone: 'Europe/Lisbon',
  nextRunAt: '2026-11-30T08:00:00.000Z',
  lastRunAt: null,
  lastStatus: null,
  lastError: null,
};
const PREVIEW: SchedulePreview = {
  to: SCHEDULE.recipients,
  subject: 'Dashboard summary · @mayamoves.fit · 16 Nov – 22 Nov 2026',
  html: '<!doctype html><html><body><p>Followers <b>52,000</b></p><script>parent.stolen = true</script></body></html>',
  text: 'Dashboard summary · @mayamoves.fit\nFollowers: 52,000',
  period: { from: '2026-11-16', to: '2026-11-22' },
  attachments: [{ filename: 'dashboard-summary-mayamoves.fit-2026-11-16.pdf', contentType: 'application/pdf' }],
};

type Fake = {
  role: WorkspaceRole;
  mailConfigured: boolean;
  sendNows: Array<{ key: string | undefined; body: { to: 'recipients' | 'me' } }>;
  /** The POST's answer other than 202 (a 429, a 403). */
  sendRefusal?: { status: number; message: string };
  /** How the send ends, once the test lets the status answer. */
  outcome: { state: SendState; error: string | null };
  release: () => void;
  gate: Promise<void>;
};

let server: LoopbackServer;
let fake: Fake;

function sendOf(to: 'recipients' | 'me', state: SendState, error: string | null = null): ScheduleSend {
  return {
    id: 'send-1',
    scheduleId: SCHEDULE.id,
    to,
    recipients: to === 'me' ? [testUser.email] : SCHEDULE.recipients,
    period: PREVIEW.period,
    state,
    error,
  };
}

async function startFake(overrides: Partial<Pick<Fake, 'role' | 'mailConfigured' | 'sendRefusal' | 'outcome'>> = {}) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  fake = { role: 'editor', mailConfigured: true, sendNows: [], outcome: { state: 'sent', error: null }, release, gate, ...overrides };
  const connectors = connectorsHandler(connectorsState({ accounts: demoAccounts }));
  server = await startLoopbackServer(async (req: http.IncomingMessage, res, body) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const base = `/api/workspaces/${WORKSPACE}`;
    const route = `${req.method} ${path}`;
    if (route === 'GET /api/workspaces') return sendJson(res, 200, [{ id: WORKSPACE, name: 'Studio', personal: true, role: fake.role, members: 2 }]);
    if (route === `GET ${base}/schedules`) return sendJson(res, 200, { data: [SCHEDULE], mailConfigured: fake.mailConfigured });
    if (route === `GET ${base}/branding`)
      return sendJson(res, 200, { workspaceId: WORKSPACE, workspaceName: 'Studio', accentColor: null, accentTextColor: null, logo: null });
    if (route === `GET ${base}/schedules/s1/preview`) return sendJson(res, 200, PREVIEW);
    if (route === `GET ${base}/schedules/s1/preview.pdf`) {
      res.setHeader('Content-Type', 'application/pdf');
      return void res.end('%PDF-1.7 the report');
    }
    if (route === `POST ${base}/schedules/s1/send-now`) {
      const parsed = parsedJson<{ to: 'recipients' | 'me' }>(body);
      fake.sendNows.push({ key: req.headers['idempotency-key'] as string | undefined, body: parsed });
      if (fake.sendRefusal) return sendJson(res, fake.sendRefusal.status, { message: fake.sendRefusal.message });
      return sendJson(res, 202, sendOf(parsed.to, 'queued'));
    }
    if (route === `GET ${base}/schedules/s1/sends/send-1`) {
      await fake.gate;
      const to = fake.sendNows[fake.sendNows.length - 1]?.body.to ?? 'recipients';
      return sendJson(res, 200, sendOf(to, fake.outcome.state, fake.outcome.error));
    }
    return connectors(req, res, body);
  });
  setApiBaseUrl(server.origin);
}

/** jsdom has no object URLs: the PDF's Blob is kept, and its link names it by a fixed URL. */
let pdfBlobs: Blob[];
let revoked: string[];
beforeEach(() => {
  pdfBlobs = [];
  revoked = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (pdfBlobs.push(blob), 'blob:preview-pdf'),
    revokeObjectURL: (url: string) => void revoked.push(url),
  });
});
afterEach(async () => {
  fake.release();
  await server.close();
});

const renderSchedules = () =>
  renderWithProviders(
    <>
      <WorkspaceReportSettings />
      <ToastArea />
    </>,
    { preloadedState: signedInState() },
  );
const NAME = 'weekly dashboard summary of @mayamoves.fit';

describe('Preview', () => {
  it('opens the e-mail in a sandboxed frame with its recipients and subject, and a link to the PDF; Escape closes it', async () => {
    await startFake();
    const { user } = renderSchedules();
    const previewButton = await screen.findByRole('button', { name: `Preview the ${NAME}` });
    await user.click(previewButton);

    const dialog = screen.getByRole('dialog', { name: `Preview: ${NAME}` });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Preparing the preview…');
    const frame = await within(dialog).findByTitle(`The e-mail as its recipients will see it: ${PREVIEW.subject}`);
    // No permission at all: the e-mail's own markup can run nothing and reach nothing of the page.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', PREVIEW.html);
    expect(within(dialog).getByText(SCHEDULE.recipients.join(', '))).toBeInTheDocument();
    expect(within(dialog).getByText(PREVIEW.subject)).toBeInTheDocument();
    // The period's own words (formatRange puts thin spaces around its dash).
    const period = within(dialog).getByText(/\(the last complete one\)$/);
    expect(period.textContent).toBe(`${formatPeriod(PREVIEW.period.from, PREVIEW.period.to)} (the last complete one)`);

    const open = await within(dialog).findByRole('link', { name: 'Open the PDF' });
    expect(open).toHaveAttribute('href', 'blob:preview-pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('download', PREVIEW.attachments[0].filename);
    expect(await pdfBlobs[0].text()).toBe('%PDF-1.7 the report');
    expect(server.count('GET', `/api/workspaces/${WORKSPACE}/schedules/s1/preview.pdf`)).toBe(1);

    await user.click(within(dialog).getByText('Plain-text part'));
    expect(within(dialog).getByText(/Followers: 52,000/)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(previewButton).toHaveFocus();
    expect(revoked).toEqual(['blob:preview-pdf']);
  });
});

describe('Send now', () => {
  it('asks where to, sends once under one key however often Send now is pressed, shows the progress, then a success toast', async () => {
    await startFake();
    const { user } = renderSchedules();
    await user.click(await screen.findByRole('button', { name: `Send the ${NAME} now` }));
    const dialog = screen.getByRole('dialog', { name: 'Send the report now?' });
    const group = within(dialog).getByRole('group', { name: 'Send it to' });
    expect(within(group).getByRole('radio', { name: /^Its recipients \(2 addresses\) client@example.com, boss@example.com$/ })).toBeChecked();
    // Keyboard: the arrow moves the choice to "Only me", with the member's own address.
    within(group)
      .getByRole('radio', { name: /^Its recipients/ })
      .focus();
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: `Only me ${testUser.email}` })).toBeChecked();

    const confirm = within(dialog).getByRole('button', { name: 'Send now' });
    await user.dblClick(confirm);
    await screen.findByText(`Sending to you (${testUser.email})…`);
    expect(screen.getAllByRole('status').some((status) => status.textContent === `Sending to you (${testUser.email})…`)).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Send the ${NAME} now` })).toBeDisabled();
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByText(`Sending the ${NAME}…`)).toBeInTheDocument();
    expect(fake.sendNows.length).toBeGreaterThanOrEqual(1);
    expect(fake.sendNows.every((request) => request.key === fake.sendNows[0].key && request.body.to === 'me')).toBe(true);
    expect(fake.sendNows[0].key).toMatch(/^[0-9a-f]{32}$/);

    fake.release();
    expect(await within(notifications).findByText(`The ${NAME} was sent to you (${testUser.email}).`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Sending to you/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: `Send the ${NAME} now` })).toBeEnabled();
  });

  it('says in an error toast why a send failed, and keeps the dialog with the reason when the server refuses to queue it', async () => {
    await startFake({ outcome: { state: 'failed', error: 'The e-mail could not be sent: 550 Mailbox unavailable' } });
    const { user } = renderSchedules();
    await user.click(await screen.findByRole('button', { name: `Send the ${NAME} now` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Sending to its 2 recipients…')).toBeInTheDocument();
    fake.release();
    const alert = await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('alert');
    expect(alert).toHaveTextContent(`The ${NAME} could not be sent: The e-mail could not be sent: 550 Mailbox unavailable`);

    fake.sendRefusal = { status: 429, message: 'Too many attempts; try again in 3600 seconds' };
    await user.click(screen.getByRole('button', { name: `Send the ${NAME} now` }));
    const dialog = screen.getByRole('dialog', { name: 'Send the report now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts; try again in 3600 seconds');
    // Tried again from the same dialog: the same send, under the same key.
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(fake.sendNows).toHaveLength(3));
    expect(fake.sendNows[2].key).toBe(fake.sendNows[1].key);
    expect(fake.sendNows[1].key).not.toBe(fake.sendNows[0].key);
  });
});

describe('who may send', () => {
  it('lets a viewer preview, and disables Send now with the reason, without Edit or Delete', async () => {
    await startFake({ role: 'viewer' });
    const { user } = renderSchedules();
    const send = await screen.findByRole('button', { name: `Send the ${NAME} now` });
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveAccessibleDescription(/Sending now, changing and deleting: Viewers can't schedule reports — ask an owner or editor/);
    expect(screen.queryByRole('button', { name: `Edit the ${NAME}` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Preview the ${NAME}` }));
    const dialog = screen.getByRole('dialog', { name: `Preview: ${NAME}` });
    await within(dialog).findByTitle(/^The e-mail as its recipients will see it/);
    expect(within(dialog).queryByRole('button', { name: 'Send now…' })).not.toBeInTheDocument();
  });

  it('disables Send now where the server has no e-mail, saying so', async () => {
    await startFake({ mailConfigured: false });
    renderSchedules();
    const send = await screen.findByRole('button', { name: `Send the ${NAME} now` });
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveAccessibleDescription(/E-mail is not configured on this server \(SMTP_URL\)/);
    expect(screen.getByRole('button', { name: `Preview the ${NAME}` })).toBeEnabled();
  });
});
