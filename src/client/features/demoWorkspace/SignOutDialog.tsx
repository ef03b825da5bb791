import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { KeepWorkspaceForm } from './KeepWorkspaceForm';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

type Step = { kind: 'ask' } | { kind: 'keep' } | { kind: 'kept'; email: string };

type Props = { open: boolean; onCancel: () => void; onSignOut: () => void };

/**
 * Signing out of a demo asks first: the workspace is not lost, "Try the demo" in this
 * browser comes back to it, and "Keep this workspace" makes it an account of one's own.
 */
export function DemoSignOutDialog({ open, onCancel, onSignOut }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const close = () => {
    setStep({ kind: 'ask' });
    onCancel();
  };
  if (step.kind === 'keep') {
    return (
      // Keyed per step: each step is a dialog of its own, so focus moves into it as it opens.
      <Modal key="keep" open={open} title="Keep this workspace" onClose={close}>
        <KeepWorkspaceForm onBack={() => setStep({ kind: 'ask' })} onKept={(email) => setStep({ kind: 'kept', email })} />
      </Modal>
    );
  }
  if (step.kind === 'kept') {
    return (
      <Modal
        key="kept"
        open={open}
        title="Workspace kept"
        onClose={close}
        footer={
          <>
            <Button type="button" $variant="secondary" onClick={onSignOut}>
              Sign out
            </Button>
            <Button type="button" onClick={close}>
              Stay signed in
            </Button>
          </>
        }
      >
        <Text role="status">This workspace is now your account. Sign in with {step.email} and your password to come back to it from any browser.</Text>
      </Modal>
    );
  }
  return (
    <Modal
      key="ask"
      open={open}
      title="Sign out of the demo?"
      onClose={close}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="button" $variant="secondary" onClick={onSignOut}>
            Sign out
          </Button>
          <Button type="button" onClick={() => setStep({ kind: 'keep' })}>
            Keep this workspace
          </Button>
        </>
      }
    >
      <Text>
        Your demo workspace is not lost: “Try the demo” in this browser brings you back to it, with its competitors and reports, until it has gone unused for a
        few days. Then it is removed.
      </Text>
      <Text>Keep it to sign in with an e-mail and a password, from any browser, for as long as you like.</Text>
    </Modal>
  );
}
