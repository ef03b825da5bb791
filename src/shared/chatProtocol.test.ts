import { chatStreamBody } from './chat';
import { CHAT_LIMITS } from './chatProtocol';

const message = (content: string) => ({ role: 'user' as const, content });

describe('chatStreamBody enforces the shared chat limits', () => {
  it('accepts a message of exactly the maximum length and rejects one character more', () => {
    const atLimit = 'x'.repeat(CHAT_LIMITS.maxMessageChars);
    expect(chatStreamBody.safeParse({ messageHistory: [message(atLimit)] }).success).toBe(true);
    const result = chatStreamBody.safeParse({ messageHistory: [message(`${atLimit}x`)] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['messageHistory', 0, 'content']);
  });

  it('rejects a history longer than the maximum number of messages', () => {
    const history = Array.from({ length: CHAT_LIMITS.maxHistoryMessages + 1 }, () => message('hi'));
    const result = chatStreamBody.safeParse({ messageHistory: history });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['messageHistory']);
  });
});
