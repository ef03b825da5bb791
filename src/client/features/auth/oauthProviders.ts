/** The sign-in providers besides e-mail and password, with the names the UI shows for them. */
export const OAUTH_PROVIDER_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  facebook: 'Facebook',
  instagram: 'Instagram',
};
