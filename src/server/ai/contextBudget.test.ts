import { estimateTokens, trimHistory } from './contextBudget';
import type { ProviderMessage } from './types';

const turn = (role: ProviderMessage['role'], chars: number, tag: string): ProviderMessage => ({ role, content: `${tag}${'x'.repeat(chars - tag.length)}` });

describe('trimHistory', () => {
  it('estimates about four characters per token', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });

  it('keeps everything that fits', () => {
    const messages = [turn('user', 40, 'a'), turn('assistant', 40, 'b'), turn('user', 40, 'c')];
    expect(trimHistory(messages, 'system', 1_000)).toEqual(messages);
  });

  it('drops the oldest turns first, counting the system prompt', () => {
    const messages = [turn('user', 400, 'a'), turn('assistant', 400, 'b'), turn('user', 400, 'c'), turn('assistant', 400, 'd'), turn('user', 400, 'e')];
    // Each turn is 100 + 4 tokens; the 200-character system prompt is 50 tokens.
    const kept = trimHistory(messages, 's'.repeat(200), 50 + 3 * 104);
    expect(kept.map((m) => m.content[0])).toEqual(['c', 'd', 'e']);
    expect(trimHistory(messages, 's'.repeat(200), 50 + 3 * 104 - 1).map((m) => m.content[0])).toEqual(['d', 'e']);
  });

  it('always keeps the last user message and what follows it, even over budget', () => {
    const messages = [turn('user', 400, 'a'), turn('user', 8_000, 'q'), turn('assistant', 40, 'r')];
    expect(trimHistory(messages, 'system prompt', 10).map((m) => m.content[0])).toEqual(['q', 'r']);
  });
});
