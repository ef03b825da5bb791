import type * as oidc from 'openid-client';

/** Claims about the person, from the ID token or the UserInfo answer (both are JSON objects of claims). */
type ClaimSource = Readonly<Record<string, unknown>>;

export type OidcProfile = { email: string | null; emailVerified: boolean; name: string | null; picture: string | null };

/**
 * What a sign-in needs to know about the person besides `sub`. OIDC Core §5.4 returns the claims of
 * the `email` and `profile` scopes from the UserInfo endpoint whenever an access token is issued, so
 * a standard provider may put none of them in the ID token (Google happens to put them there).
 * https://openid.net/specs/openid-connect-core-1_0.html#ScopeClaims
 * The picture is not needed: a missing one alone is no reason for another request.
 */
const NEEDED_CLAIMS = ['email', 'email_verified', 'name'] as const;

export const lacksNeededClaims = (idToken: oidc.IDToken): boolean => NEEDED_CLAIMS.some((claim) => idToken[claim] === undefined);

/**
 * The person as the ID token says, completed from UserInfo where it is silent (the ID token, signed,
 * wins where both speak). The caller has already checked, through `fetchUserInfo`, that UserInfo's
 * `sub` is the ID token's: OIDC Core §5.3.2 forbids using its values otherwise.
 * https://openid.net/specs/openid-connect-core-1_0.html#UserInfoResponse
 */
export function profileOf(idToken: oidc.IDToken, userInfo: oidc.UserInfoResponse | null): OidcProfile {
  const sources: ClaimSource[] = userInfo ? [idToken, userInfo] : [idToken];
  const email = firstText(sources, 'email');
  return {
    email,
    emailVerified: email !== null && verifiedBy(sources, email),
    name: firstText(sources, 'name'),
    picture: firstText(sources, 'picture'),
  };
}

function firstText(sources: ClaimSource[], claim: string): string | null {
  const value = sources.map((source) => source[claim]).find((candidate) => typeof candidate === 'string' && candidate.trim() !== '');
  return typeof value === 'string' ? value : null;
}

/**
 * The address is verified when the first source that states `email_verified` for this very address
 * says true: a verdict about another address proves nothing about this one. Google's own example
 * ID token writes it as the string "true"
 * (https://developers.google.com/identity/openid-connect/openid-connect#an-id-tokens-payload), OIDC
 * Core as a boolean (https://openid.net/specs/openid-connect-core-1_0.html#StandardClaims); both count.
 */
function verifiedBy(sources: ClaimSource[], email: string): boolean {
  const verdict = sources.find((source) => source.email === email && source.email_verified !== undefined)?.email_verified;
  return verdict === true || verdict === 'true';
}
