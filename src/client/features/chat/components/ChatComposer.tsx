import { useLayoutEffect, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { CHAT_LIMITS } from '../../../../shared/chatProtocol';
import { ChatIcon } from './ChatIcon';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const TextArea = styled.textarea`
  flex: 1;
  min-height: 42px;
  max-height: 180px;
  padding: ${({ theme }) => `10px ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.45;
  resize: none;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: transparent;
  }
`;

const ActionButton = styled.button<{ $variant: 'send' | 'stop' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 42px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'stop' ? theme.colors.borderStrong : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $variant }) => ($variant === 'send' ? theme.colors.primary : theme.colors.surfaceRaised)};
  color: ${({ theme, $variant }) => ($variant === 'send' ? theme.colors.primaryText : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface ChatComposerProps {
  value: string;
  loading: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
}

/** The input: Enter sends, Shift+Enter breaks the line; Send is off while a reply loads or the text is blank. */
export function ChatComposer({ value, loading, inputRef, onChange, onSend, onStop }: ChatComposerProps) {
  const canSend = !loading && value.trim() !== '';

  // Grow with the text up to the CSS max-height, then scroll.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${input.scrollHeight}px`;
  }, [value, inputRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an IME composes text confirms the composition; it must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <Form onSubmit={submit}>
      <TextArea
        ref={inputRef}
        rows={1}
        value={value}
        placeholder="Type your message..."
        aria-label="Message"
        maxLength={CHAT_LIMITS.maxMessageChars}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {loading ? (
        <ActionButton type="button" $variant="stop" onClick={onStop} aria-label="Stop generating">
          <ChatIcon name="stop" size={14} />
        </ActionButton>
      ) : null}
      <ActionButton type="submit" $variant="send" disabled={!canSend}>
        <ChatIcon name="send" size={14} />
        Send
      </ActionButton>
    </Form>
  );
}
