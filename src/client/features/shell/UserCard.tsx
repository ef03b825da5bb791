import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../base/hooks';
import { Icon } from '../../components/Icon';
import { DemoSignOutDialog } from '../demoWorkspace';
import { selectCurrentUser } from '../session';
import { useSignOut } from './useSignOut';

const AvatarBox = styled.span`
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  flex-shrink: 0;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.gradients.brand};
  color: #fff;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  span {
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const SignOutButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 30px;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const AvatarButton = styled.button`
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
`;

const Popover = styled.div`
  position: absolute;
  left: calc(100% + 8px);
  bottom: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 220px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.popover};
`;

function useDisplayUser() {
  const user = useAppSelector(selectCurrentUser);
  const name = user?.name?.trim() || 'User';
  return { name, email: user?.email ?? '', image: user?.image ?? null, initial: user?.name?.trim()?.[0]?.toUpperCase() ?? 'U' };
}

/**
 * The picture, else the first letter of the name, else U. A picture that does not load (gone,
 * or on a host the CSP's img-src does not name) shows the letter rather than a broken image.
 */
function Avatar() {
  const { image, initial } = useDisplayUser();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const showImage = image && image !== failedImage;
  return <AvatarBox aria-hidden="true">{showImage ? <img src={image} alt="" onError={() => setFailedImage(image)} /> : initial}</AvatarBox>;
}

/** Signing out: at once, or, for a demo workspace, after asking (the dialog offers to keep it). */
function useSignOutRequest() {
  const signOut = useSignOut();
  const isDemo = useAppSelector(selectCurrentUser)?.providers.includes('demo') ?? false;
  const [asking, setAsking] = useState(false);
  const request = () => (isDemo ? setAsking(true) : void signOut());
  const dialog = (
    <DemoSignOutDialog
      open={asking}
      onCancel={() => setAsking(false)}
      onSignOut={() => {
        setAsking(false);
        void signOut();
      }}
    />
  );
  return { request, dialog };
}

function SignOut({ onRequest }: { onRequest: () => void }) {
  return (
    <SignOutButton type="button" onClick={onRequest}>
      <Icon name="logout" size={14} />
      Sign out
    </SignOutButton>
  );
}

export function UserCard() {
  const { name, email } = useDisplayUser();
  const signOut = useSignOutRequest();
  return (
    <Card>
      <Identity>
        <Avatar />
        <Who>
          <strong title={name}>{name}</strong>
          <span title={email}>{email}</span>
        </Who>
      </Identity>
      <SignOut onRequest={signOut.request} />
      {signOut.dialog}
    </Card>
  );
}

/** Collapsed sidebar: the avatar opens a small menu with name, e-mail and Sign out. */
export function CollapsedUserMenu() {
  const { name, email } = useDisplayUser();
  const [open, setOpen] = useState(false);
  const signOut = useSignOutRequest();
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault(); // this Escape closes the menu, not the chat panel too
      // Focus on Sign out would vanish with the menu; it goes back to the avatar that opened it.
      if (boxRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  return (
    <div ref={boxRef} style={{ position: 'relative', display: 'grid', placeItems: 'center' }}>
      <AvatarButton ref={buttonRef} type="button" aria-label="Account menu" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <Avatar />
      </AvatarButton>
      {open ? (
        <Popover role="group" aria-label="Account">
          <Who>
            <strong title={name}>{name}</strong>
            <span title={email}>{email}</span>
          </Who>
          <SignOut
            onRequest={() => {
              // The menu closes first: the dialog (if any) outlives it, and focus goes back to the avatar after it.
              setOpen(false);
              buttonRef.current?.focus();
              signOut.request();
            }}
          />
        </Popover>
      ) : null}
      {signOut.dialog}
    </div>
  );
}
