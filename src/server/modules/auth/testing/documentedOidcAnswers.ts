/*
 * OpenID Connect answers exactly as the providers' own documentation shows them, for the sign-in
 * tests to meet the world rather than our own fakes. The documented provider
 * (documentedOidcProvider.ts) re-signs an ID token with live `iss`, `aud`, `azp`, `nonce`, `iat`,
 * `exp` and `at_hash`, since those must match this very login to pass the checks; every claim about
 * the person is served as documented.
 */

/**
 * Google's example of "An ID token's payload". Note `email_verified` is the string "true" there, and
 * that it has no `name` or `picture`: Google adds those only when they are available and the
 * profile scope was asked for.
 * Source: https://developers.google.com/identity/openid-connect/openid-connect#an-id-tokens-payload
 */
export const GOOGLE_ID_TOKEN_EXAMPLE = {
  iss: 'https://accounts.google.com',
  azp: '1234987819200.apps.googleusercontent.com',
  aud: '1234987819200.apps.googleusercontent.com',
  sub: '10769150350006150715113082367',
  at_hash: 'HK6E_P6Dh8Y93mRNtsDB1Q',
  hd: 'example.com',
  email: 'jsmith@example.com',
  email_verified: 'true',
  iat: 1353601026,
  exp: 1353604926,
  nonce: '0394852-3190485-2490358',
} as const;

/**
 * OIDC Core §2's non-normative ID token example: the authentication event only, no claim about the
 * person beyond `sub`.
 * Source: https://openid.net/specs/openid-connect-core-1_0.html#IDToken
 */
export const OIDC_CORE_ID_TOKEN_EXAMPLE = {
  iss: 'https://server.example.com',
  sub: '24400320',
  aud: 's6BhdRkqt3',
  nonce: 'n-0S6_WzA2Mj',
  exp: 1311281970,
  iat: 1311280970,
  auth_time: 1311280969,
  acr: 'urn:mace:incommon:iap:silver',
} as const;

/**
 * OIDC Core §5.3.2's successful UserInfo response example. It states no `email_verified`, and its
 * picture is plain http.
 * Source: https://openid.net/specs/openid-connect-core-1_0.html#UserInfoResponse
 */
export const OIDC_CORE_USERINFO_EXAMPLE = {
  sub: '248289761001',
  name: 'Jane Doe',
  given_name: 'Jane',
  family_name: 'Doe',
  preferred_username: 'j.doe',
  email: 'janedoe@example.com',
  picture: 'http://example.com/janedoe/me.jpg',
} as const;
