/** /api/demo: what a demo workspace can do besides being used. */
import { z } from 'zod';
import { accountIdField } from './analytics';
import { emailSchema, nameSchema, passwordSchema } from './auth';

/**
 * POST /api/demo/keep: "Keep this workspace". The demo user becomes an ordinary account with this
 * e-mail and password, keeping everything it holds; the name is optional (it stays "Demo User").
 */
export const keepDemoBody = z.strictObject({ email: emailSchema, password: passwordSchema, name: nameSchema.optional() });
export type KeepDemoBody = z.infer<typeof keepDemoBody>;

/** Said by the server (403) and shown by the client when a user that is not a demo asks to keep one. */
export const NOT_A_DEMO = 'Only a demo workspace can be kept this way: this account already signs in on its own.';

/** GET /api/demo/competitor-suggestions: the demo world's public accounts this account can still add. */
export const competitorSuggestionsQuery = z.strictObject({ accountId: accountIdField });

const competitorSuggestion = z.object({
  username: z.string(),
  name: z.string(),
  /** Same niche as the account: listed first, the ones a visitor most likely wants to compare with. */
  sameNiche: z.boolean(),
});
export type CompetitorSuggestion = z.infer<typeof competitorSuggestion>;

/** Empty for an account that is not connected to the demo world: only demo handles are known in advance. */
export const competitorSuggestions = z.object({ suggestions: z.array(competitorSuggestion) });
export type CompetitorSuggestions = z.infer<typeof competitorSuggestions>;
