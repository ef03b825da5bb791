import { useState } from 'react';
import { Button } from '../../components/Button';
import type { IssuedInvitation } from '../../../shared/workspaces';
import { LinkBox, Note } from './workspaceStyles';

/**
 * An invitation link just made: shown once (only its hash is kept), with a copy button. Without SMTP
 * no e-mail went out, so the owner sends it themselves.
 */
export function CopyLink({ issued }: { issued: IssuedInvitation }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(issued.link).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <LinkBox aria-label={`Invitation link for ${issued.invitation.email}`}>
      <Note>
        {issued.emailed
          ? `An e-mail with this link went to ${issued.invitation.email}.`
          : `No e-mail was sent (this server has no SMTP set up): copy this link and send it to ${issued.invitation.email} yourself. It works once, for 7 days.`}
      </Note>
      <code data-testid="invitation-link">{issued.link}</code>
      <div>
        <Button type="button" $size="sm" onClick={copy}>
          Copy link
        </Button>{' '}
        <span role="status">{copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Copying was refused: select the link and copy it.' : ''}</span>
      </div>
    </LinkBox>
  );
}
