import { z } from 'zod';

/** 'x is required' when the field is missing, 'x must be text' when it has another type. */
const textError = (field: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${field} is required` : `${field} must be text`;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;

export const emailSchema = z
  .string({ error: textError('email') })
  .trim()
  .max(EMAIL_MAX, { error: `email must be at most ${EMAIL_MAX} characters` })
  .pipe(z.email({ error: 'email must be a valid e-mail address' }));

export const passwordSchema = z
  .string({ error: textError('password') })
  .min(PASSWORD_MIN, { error: `password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `password must be at most ${PASSWORD_MAX} characters` });

export const nameSchema = z
  .string({ error: textError('name') })
  .trim()
  .min(1, { error: 'name is required' })
  .max(NAME_MAX, { error: `name must be at most ${NAME_MAX} characters` });

export const registerBody = z.strictObject({ name: nameSchema, email: emailSchema, password: passwordSchema });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.strictObject({
  email: emailSchema,
  password: z.string({ error: textError('password') }).min(1, { error: 'password is required' }).max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.strictObject({
  refreshToken: z.string({ error: textError('refreshToken') }).min(1).max(512),
});
export type RefreshBody = z.infer<typeof refreshBody>;

export const exchangeBody = z.strictObject({
  code: z
    .string({ error: textError('code') })
    .min(1, { error: 'code is required' })
    .max(512, { error: 'code must be at most 512 characters' }),
});

export const providerName = z.enum(['password', 'google', 'facebook', 'instagram', 'demo']);

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  providers: z.array(providerName),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

export const authResponse = tokenPair.extend({ user: userSchema });
export type AuthResponse = z.infer<typeof authResponse>;

export const updateUserBody = z
  .strictObject({
    name: nameSchema.optional(),
    image: z.union([z.url({ protocol: /^https?$/, error: 'image must be an http(s) URL' }).max(2048), z.null()]).optional(),
    currentPassword: z.string().max(PASSWORD_MAX).optional(),
    newPassword: passwordSchema.optional(),
  })
  .refine((body) => !body.newPassword || body.currentPassword, {
    path: ['currentPassword'],
    error: 'currentPassword is required to set a new password',
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** The third parties one can sign in with (DESIGN §5), besides e-mail and password. */
export const externalProvider = z.enum(['google', 'facebook', 'instagram']);
export type ExternalProvider = z.infer<typeof externalProvider>;

/** GET /api/auth/providers: which of them this server has client credentials for. */
export const providerStatusList = z.object({
  providers: z.array(z.object({ id: externalProvider, name: z.string(), configured: z.boolean() })),
});
export type ProviderStatusList = z.infer<typeof providerStatusList>;

/** POST /api/auth/{provider}/link: where to send the browser to link that provider to the signed-in user. */
export const linkStartResponse = z.object({ url: z.string() });

/** DELETE /api/users/identities/{provider} */
export const identityParams = z.strictObject({
  provider: z.enum(['password', 'google', 'facebook', 'instagram'], { error: 'provider must be password, google, facebook or instagram' }),
});
