import { z } from 'zod';

/** Every error answer of the API has this shape (docs/api.md). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** details of a 400: one entry per offending field, `field` as a dotted path. */
export type FieldIssue = { field: string; message: string };
