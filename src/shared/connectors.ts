import { z } from 'zod';

export const connectedAccount = z.object({
  accountId: z.string(),
  platform: z.literal('INSTAGRAM'),
  accountName: z.string(),
  profilePicUrl: z.string().nullable(),
  pageId: z.string().nullable(),
  pageName: z.string().nullable(),
});
export type ConnectedAccount = z.infer<typeof connectedAccount>;

export const country = z.object({ code: z.string().length(2), name: z.string() });
export type Country = z.infer<typeof country>;

export const niche = z.object({ id: z.string(), name: z.string() });
export type Niche = z.infer<typeof niche>;
