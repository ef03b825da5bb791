import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import type { WorkspaceSummary } from '../../../shared/workspaces';
import { ROLE_NAMES } from './roles';
import { Unavailable } from '../../components/Unavailable';
import { useCan } from './useWorkspace';
import { useCreateWorkspaceMutation, useDeleteWorkspaceMutation, useRenameWorkspaceMutation } from './workspaceAdminApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { workspaceSelected } from './workspacesSlice';
import { ErrorNote, InlineForm, Note } from './workspaceStyles';
import { SectionCard, SectionHead } from '../../components/sectionCard';

/** The workspace's name (an owner renames it), and a new shared workspace for anyone. */
export function WorkspaceSettingsSection({ workspace, personalId }: { workspace: WorkspaceSummary; personalId: string | null }) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(workspace.name);
  const [newName, setNewName] = useState('');
  const [rename, renaming] = useRenameWorkspaceMutation();
  const [create, creating] = useCreateWorkspaceMutation();
  const [remove, removing] = useDeleteWorkspaceMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const mayRename = useCan('workspace.rename');
  const mayDelete = useCan('workspace.delete');
  useEffect(() => setName(workspace.name), [workspace.name]);

  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    void rename({ workspaceId: workspace.id, name });
  };
  const submitCreate = (event: FormEvent) => {
    event.preventDefault();
    void create(newName)
      .unwrap()
      .then((made) => {
        setNewName('');
        dispatch(workspaceSelected(made.id));
      })
      .catch(() => undefined);
  };

  return (
    <SectionCard aria-labelledby="workspace-settings">
      <SectionHead>
        <h2 id="workspace-settings">{workspace.name}</h2>
        <p>
          Your role: {ROLE_NAMES[workspace.role]}. {workspace.members} {workspace.members === 1 ? 'member' : 'members'}.
          {workspace.personal ? ' This is your personal workspace: it lives as long as your account.' : ''}
        </p>
      </SectionHead>
      <InlineForm onSubmit={submitRename} aria-label="Rename the workspace">
        <TextField label="Workspace name" value={name} onChange={(event) => setName(event.target.value)} disabled={!mayRename.allowed} maxLength={80} />
        <Unavailable reason={mayRename.reason}>
          <Button type="submit" $variant="secondary" disabled={renaming.isLoading || !name.trim() || name === workspace.name}>
            Rename
          </Button>
        </Unavailable>
      </InlineForm>
      {mayRename.allowed ? null : <Note>{mayRename.reason}.</Note>}
      {renaming.error ? <ErrorNote role="alert">{errorMessage(renaming.error)}</ErrorNote> : null}
      <InlineForm onSubmit={submitCreate} aria-label="New workspace">
        <TextField
          label="New shared workspace"
          placeholder="e.g. the client's name"
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          maxLength={80}
        />
        <Button type="submit" disabled={creating.isLoading || !newName.trim()}>
          Create
        </Button>
      </InlineForm>
      {creating.error ? <ErrorNote role="alert">{errorMessage(creating.error)}</ErrorNote> : null}
      {mayDelete.allowed && !workspace.personal ? (
        <div>
          <Button type="button" $variant="danger" disabled={removing.isLoading} onClick={() => setConfirmingDelete(true)}>
            Delete this workspace
          </Button>
        </div>
      ) : null}
      {removing.error ? <ErrorNote role="alert">{errorMessage(removing.error)}</ErrorNote> : null}
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete ${workspace.name}?`}
        confirmLabel="Delete workspace"
        variant="danger"
        message="Its connected accounts with everything synced, its competitors, reports, invitations and audit log are deleted for every member."
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          void remove(workspace.id)
            .unwrap()
            .then(() => {
              if (personalId) dispatch(workspaceSelected(personalId));
            })
            .catch(() => undefined);
        }}
      />
    </SectionCard>
  );
}
