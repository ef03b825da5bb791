/**
 * The users module for the rest of the server: a user read by id or e-mail (`findUserById`,
 * `findUserByEmail`, as stored, with the password hash) or as the API shows them (`loadUser`), a new
 * user (`createUser`), the ways a user signs in that sign-in and password reset change (identities and a
 * password), and the profile as the app's cache holds it. These are the module's operations; its tables
 * stay behind them (no-foreign-repository). `normalizeEmail` is what every lookup by e-mail applies;
 * callers apply it too where an e-mail keys something else (a rate limit, an invitation).
 */
export { createUser, findUserByEmail, findUserById, loadUser, normalizeEmail, type NewUser } from './repository';
export { findIdentityOwner, hasProvider, linkIdentity, storePassword, type NewPassword } from './identityRepository';
export { getProfile, type ProfileCache } from './profiles';
