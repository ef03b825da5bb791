import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ChatIcon } from './ChatIcon';

const COPIED_FEEDBACK_MS = 2000;

/** The async Clipboard API where allowed; the old selection copy where it is not (plain http, old browsers). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

export const SmallButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Copies `text` (the raw markdown for a reply) and says so for two seconds. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    copyText(text).then(
      () => setCopied(true),
      (error: unknown) => console.error('Copy to the clipboard failed', error),
    );
  };

  return (
    <SmallButton type="button" onClick={copy}>
      <ChatIcon name={copied ? 'check' : 'copy'} size={14} />
      <span aria-live="polite">{copied ? 'Copied' : label}</span>
    </SmallButton>
  );
}
