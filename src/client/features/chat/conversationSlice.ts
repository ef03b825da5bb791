// PLACEHOLDER owned by the chat-client work (issue #4): replaced by the entity-adapter conversation slice.
import { createSlice } from '@reduxjs/toolkit';

export const conversationSlice = createSlice({
  name: 'conversation',
  initialState: { loading: false, initialized: false, error: null as string | null },
  reducers: {},
});
