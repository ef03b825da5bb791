import { api } from '../../api/api';
import type { ChatInitializeResponse } from '../../../shared/chat';

/** GET /api/chat/initialize through the shared baseQuery, so it gets the bearer token and refresh. */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    initializeChat: build.query<ChatInitializeResponse, void>({
      query: () => '/chat/initialize',
      // Every new chat initializes afresh; nothing to keep in the cache.
      keepUnusedDataFor: 0,
    }),
  }),
});
