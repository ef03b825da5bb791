import type { UnknownAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../session';
import {
  chatInitializeFailed,
  chatInitializeRequested,
  chatInitialized,
  chunkReceived,
  conversationSlice,
  messageSent,
  newChatStarted,
  retryRequested,
  streamCompleted,
  streamFailed,
  type ConversationState,
} from './conversationSlice';
import { parsedJson } from '../../test/loopbackServer';

const reduce = (actions: UnknownAction[], state?: ConversationState) => actions.reduce(conversationSlice.reducer, state ?? conversationSlice.getInitialState());

const contents = (state: ConversationState) => state.messages.ids.map((id) => state.messages.entities[id].content);

describe('conversation reducer', () => {
  it('messageSent adds the trimmed user message and an empty reply and turns loading on', () => {
    const sent = messageSent({ text: '  Hi  ', topic: 'Marketing' });
    const state = reduce([sent]);
    expect(contents(state)).toEqual(['Hi', '']);
    expect(state).toMatchObject({ loading: true, streamingMessageId: sent.payload.assistantMessageId });
    expect(state.requestContext).toEqual({ accountId: null, topic: 'Marketing', actionType: null });
    expect(typeof state.messages.entities[sent.payload.userMessageId].timestamp).toBe('string');
  });

  it('ignores a blank message and a message while a reply is pending', () => {
    expect(reduce([messageSent({ text: ' \n\t ' })])).toEqual(conversationSlice.getInitialState());
    const first = messageSent({ text: 'one' });
    const state = reduce([first, messageSent({ text: 'two' })]);
    expect(contents(state)).toEqual(['one', '']);
  });

  it('drops chunks and completions of a reply that is no longer current', () => {
    const sent = messageSent({ text: 'one' });
    const id = sent.payload.assistantMessageId;
    const state = reduce([sent, newChatStarted(), chunkReceived({ messageId: id, chunk: 'late' }), streamFailed({ messageId: id, message: 'x' })]);
    expect(state).toEqual(conversationSlice.getInitialState());
  });

  it('a failure resets loading, keeps the partial reply and records the error', () => {
    const sent = messageSent({ text: 'one' });
    const id = sent.payload.assistantMessageId;
    const state = reduce([sent, chunkReceived({ messageId: id, chunk: 'Part' }), streamFailed({ messageId: id, message: 'Boom' })]);
    expect(state).toMatchObject({ loading: false, streamingMessageId: null, error: 'Boom', errorSource: 'stream' });
    expect(contents(state)).toEqual(['one', 'Part']);
  });

  it('retryRequested replaces the failed reply and is ignored while loading or without a user message', () => {
    expect(reduce([retryRequested()])).toEqual(conversationSlice.getInitialState());
    const sent = messageSent({ text: 'one' });
    const failed = reduce([
      sent,
      chunkReceived({ messageId: sent.payload.assistantMessageId, chunk: 'Pa' }),
      streamFailed({ messageId: sent.payload.assistantMessageId, message: 'x' }),
    ]);
    const retry = retryRequested();
    const state = reduce([retry], failed);
    expect(contents(state)).toEqual(['one', '']);
    expect(state).toMatchObject({ loading: true, error: null, streamingMessageId: retry.payload.assistantMessageId });
    expect(reduce([retryRequested()], state)).toEqual(state);
  });

  it('initialization runs once at a time and a new chat resets the flag', () => {
    let state = reduce([chatInitializeRequested()]);
    expect(state.initializing).toBe(true);
    expect(reduce([chatInitializeRequested()], state)).toBe(state);
    state = reduce([chatInitializeFailed({ message: 'Failed to initialize chat' })], state);
    expect(state).toMatchObject({ initializing: false, error: 'Failed to initialize chat', errorSource: 'initialize' });
    state = reduce([chatInitializeRequested(), chatInitialized({ provider: { id: 'offline', label: 'Offline', model: null, offline: true } })], state);
    expect(state).toMatchObject({ initialized: true, initializing: false, error: null });
    expect(reduce([newChatStarted()], state).initialized).toBe(false);
  });

  it('forgets the conversation when the session ends', () => {
    const state = reduce([messageSent({ text: 'private' })]);
    expect(reduce([sessionExpired()], state)).toEqual(conversationSlice.getInitialState());
  });

  it('replaying the recorded actions rebuilds the same conversation (time travel)', () => {
    const sent = messageSent({ text: 'Plan my week' });
    const id = sent.payload.assistantMessageId;
    const recorded = parsedJson<UnknownAction[]>(
      JSON.stringify([
        sent,
        chunkReceived({ messageId: id, chunk: '# Plan\n' }),
        chunkReceived({ messageId: id, chunk: '- Monday: reel' }),
        streamCompleted({ messageId: id }),
      ]),
    );
    const live = reduce(recorded);
    const replayed = reduce(recorded);
    expect(replayed).toEqual(live);
    expect(contents(replayed)).toEqual(['Plan my week', '# Plan\n- Monday: reel']);
    // Jumping back to any step gives that step's state.
    expect(contents(reduce(recorded.slice(0, 2)))).toEqual(['Plan my week', '# Plan\n']);
  });
});
