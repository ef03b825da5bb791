import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { AccountSyncStatus, ConnectedAccount } from '../../../shared/connectors';
import { useAppDispatch } from '../../base/hooks';
import { mobileQuery } from '../../base/theme';
import { Icon } from '../../components/Icon';
import { AccountAvatar } from './AccountAvatar';
import { AccountFollowers } from './AccountFollowers';
import { accountSelected } from './accountsSlice';

const Wrap = styled.div`
  position: relative;
  min-width: 0;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 260px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${mobileQuery} {
    .name {
      display: none;
    }
  }
`;

const Popover = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  width: min(300px, 90vw);
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  z-index: ${({ theme }) => theme.z.header + 1};
  /* On a phone the trigger sits mid-header: span the screen instead of hanging off its left edge. */
  ${mobileQuery} {
    position: fixed;
    top: 60px;
    left: 8px;
    right: 8px;
    width: auto;
  }
  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} ${theme.space.sm}`};
    h2 {
      margin: 0;
      font-size: ${({ theme }) => theme.font.size.sm};
    }
    span {
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.font.size.xs};
    }
  }
`;

const List = styled.ul`
  max-height: 15rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  .text {
    display: flex;
    flex-direction: column;
    min-width: 0;
    flex: 1;
  }
  .text strong,
  .text small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .text strong {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .text small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .text small.warning {
    color: ${({ theme }) => theme.colors.warning};
  }
  .check {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

type Props = { accounts: ConnectedAccount[]; selected: ConnectedAccount; statuses: AccountSyncStatus[] };

/** Several accounts → a dropdown titled "Instagram Accounts" with a count and a checkmark on the selected one. */
export function AccountMenu({ accounts, selected, statuses }: Props) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const listId = useId();
  useCloseOnOutsideClick(open, wrapRef, () => setOpen(false));

  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const choose = (account: ConnectedAccount) => {
    dispatch(accountSelected(account.accountId));
    close();
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const index = options.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: options.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      options[(moves[event.key] + options.length) % options.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    } else if ((event.key === 'Enter' || event.key === ' ') && index >= 0) {
      event.preventDefault();
      choose(accounts[index]);
    }
  };

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`Instagram account: @${selected.accountName}. Switch account`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          // Listbox pattern: the arrow keys open the list too (Enter and Space click the button).
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <AccountAvatar username={selected.accountName} src={selected.profilePicUrl} />
        <span className="name">@{selected.accountName}</span>
        <Icon name="chevronDown" size={16} />
      </Trigger>
      {open ? (
        <Popover>
          <header>
            <h2 id={titleId}>Instagram Accounts</h2>
            <span>{accounts.length} accounts</span>
          </header>
          <List ref={listRef} id={listId} role="listbox" aria-labelledby={titleId} onKeyDown={onListKeyDown}>
            {accounts.map((account) => {
              const isSelected = account.accountId === selected.accountId;
              const reconnect = statuses.find((status) => status.accountId === account.accountId)?.needsReconnect;
              return (
                <Option key={account.accountId} role="option" aria-selected={isSelected} tabIndex={isSelected ? 0 : -1} onClick={() => choose(account)}>
                  <AccountAvatar username={account.accountName} src={account.profilePicUrl} />
                  <span className="text">
                    <strong>@{account.accountName}</strong>
                    <AccountFollowers accountId={account.accountId} />
                    {account.pageName ? <small>{account.pageName}</small> : null}
                    {reconnect ? <small className="warning">Reconnect needed (Settings)</small> : null}
                  </span>
                  {isSelected ? <Icon name="check" className="check" title="Selected" /> : null}
                </Option>
              );
            })}
          </List>
        </Popover>
      ) : null}
    </Wrap>
  );
}

function useCloseOnOutsideClick(open: boolean, ref: React.RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, ref, onClose]);
}
