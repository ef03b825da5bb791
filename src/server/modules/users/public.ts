/** What other modules (sign-in, the demo) may use of users' storage, without reaching into its repositories. */
export { createUser, findUserByEmail, findUserById, loadUser, type NewUser, normalizeEmail } from './repository';
export { findIdentityOwner, hasProvider, linkIdentity, storePassword, type NewPassword } from './identityRepository';
