import { z } from 'zod';
import { plainText } from './text';

const PASSWORD_MIN = 8;
/**
 * Changing a password needs the current one; an account without a password (signed up through
 * Google, Facebook or Instagram) sets its first one without. Said the same by the server and the form.
 */
export const CURRENT_PASSWORD_REQUIRED = 'currentPassword is required to change the password';
const PASSWORD_MAX = 128;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;
const IMAGE_URL_MAX = 2048;

export const emailSchema = plainText('email', { max: EMAIL_MAX }).pipe(z.email({ error: 'email must be a valid e-mail address' }));

/** Passwords are taken as typed: never trimmed, since a space may be part of one. */
const passwordField = (field: string, { min = PASSWORD_MIN } = {}) => plainText(field, { min, max: PASSWORD_MAX, trim: false });

export const passwordSchema = passwordField('password');

export const nameSchema = plainText('name', { max: NAME_MAX });

/**
 * Avatars load in the browser under a CSP that allows https images only, so http ones are refused here.
 * Also the rule a provider's picture must pass to become the avatar at sign-in.
 */
export const imageUrlSchema = plainText('image', { max: IMAGE_URL_MAX, min: 0 }).pipe(z.url({ protocol: /^https$/, error: 'image must be an https URL' }));

export const registerBody = z.strictObject({ name: nameSchema, email: emailSchema, password: passwordSchema });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.strictObject({ email: emailSchema, password: passwordField('password', { min: 1 }) });
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.strictObject({ refreshToken: plainText('refreshToken', { max: 512, trim: false }) });

export const exchangeBody = z.strictObject({ code: plainText('code', { max: 512, trim: false }) });

const providerName = z.enum(['password', 'google', 'facebook', 'instagram', 'demo']);

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

export const updateUserBody = z.strictObject({
  name: nameSchema.optional(),
  image: imageUrlSchema.nullable().optional(),
  // Empty is left to the server, which knows whether the account has a password to confirm.
  currentPassword: passwordField('currentPassword', { min: 0 }).optional(),
  newPassword: passwordField('newPassword').optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** The third parties one can sign in with (docs/configuration.md), besides e-mail and password. */
const externalProvider = z.enum(['google', 'facebook', 'instagram']);
export type ExternalProvider = z.infer<typeof externalProvider>;

/** GET /api/auth/providers: which of them this server has client credentials for. */
export const providerStatusList = z.object({
  providers: z.array(z.object({ id: externalProvider, name: z.string(), configured: z.boolean() })),
});
export type ProviderStatusList = z.infer<typeof providerStatusList>;

/** POST /api/auth/{provider}/link: where to send the browser to link that provider to the signed-in user. */
export const linkStartResponse = z.object({ url: z.string() });
export type LinkStartResponse = z.infer<typeof linkStartResponse>;

/** DELETE /api/users/identities/{provider} */
export const identityParams = z.strictObject({
  provider: z.enum(['password', 'google', 'facebook', 'instagram'], { error: 'provider must be password, google, facebook or instagram' }),
});

/** POST /api/auth/password-reset: asks for a reset link; answered the same whether or not the address has an account. */
export const passwordResetRequestBody = z.strictObject({ email: emailSchema });

/** What the request answers: only whether this server can send e-mail at all, never anything about the address. */
export const passwordResetRequested = z.object({ mailConfigured: z.boolean() });
export type PasswordResetRequested = z.infer<typeof passwordResetRequested>;

/** POST /api/auth/password-reset/confirm: the token from the link and the new password (the rules of registration). */
export const passwordResetConfirmBody = z.strictObject({ token: plainText('token', { max: 512, trim: false }), password: passwordSchema });
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const RESET_LINK_INVALID = 'This reset link is invalid, already used or expired.';
