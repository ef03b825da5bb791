/** The assistant module for the chat: the model provider, the account summary its prompt reads, the lookups its tools answer with, and the account's today. */
export { createProvider } from './createProvider';
export { getAccountInsights } from './accountInsights';
export { createAccountLookups, type AccountLookups } from './tools/accountLookups';
export { localDate } from './tools/calendar';
