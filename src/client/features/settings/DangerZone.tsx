import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Actions } from './settingsStyles';
import { SectionCard, SectionHead } from '../../components/sectionCard';
import { useDeleteAccount } from './useDeleteAccount';

const DELETE_WARNING = 'This deletes your profile, your connected accounts, your competitors and all of their data. It cannot be undone.';

export function DangerZone() {
  const [confirming, setConfirming] = useState(false);
  const { deleteAccount, isDeleting } = useDeleteAccount();
  const confirm = () => {
    setConfirming(false);
    void deleteAccount();
  };
  return (
    <SectionCard $danger aria-labelledby="settings-danger">
      <SectionHead>
        <h2 id="settings-danger">Danger zone</h2>
        <p>Deleting your account removes everything it owns from this server.</p>
      </SectionHead>
      <Actions>
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)} disabled={isDeleting}>
          {isDeleting ? 'Deleting…' : 'Delete account'}
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        variant="danger"
        title="Delete your account?"
        message={DELETE_WARNING}
        confirmLabel="Delete account"
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </SectionCard>
  );
}
