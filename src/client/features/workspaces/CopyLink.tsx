import { useState } from 'react';
import { Button } from '../../components/Button';
import type { Invitation, IssuedInvitation } from '../../../shared/workspaces';
import { linkNote } from './invitationMail';
import { LinkBox, Note } from './workspaceStyles';

/**
 * An invitation link just made: shown once (only its hash is kept), with a copy button, and where its
 * e-mail stands (`current`: the invitation as the pending list has it now). Without SMTP no e-mail
 * goes, so the owner sends the link themselves.
 */
export function CopyLink({ issued, current }: { issued: IssuedInvitation; current?: Invitation }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(issued.link).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <LinkBox aria-label={`Invitation link for ${issued.invitation.email}`}>
      <Note>{linkNote(current ?? issued.invitation)}</Note>
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
