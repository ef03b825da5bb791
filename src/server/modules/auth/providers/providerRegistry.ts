import type { AppConfig } from '../../../config';
import type { MetaGateway } from '../../../meta/gateway';
import { createGoogleProvider } from './googleProvider';
import { createMetaProvider } from './metaProviders';
import type { SignInProvider, SignInProviderId } from './signInProvider';

export type SignInProviders = Record<SignInProviderId, SignInProvider>;

export function createSignInProviders(config: AppConfig, gateway: MetaGateway): SignInProviders {
  return {
    google: createGoogleProvider({
      issuer: config.googleIssuer,
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      publicUrl: config.publicUrl,
    }),
    facebook: createMetaProvider(gateway, 'facebook'),
    instagram: createMetaProvider(gateway, 'instagram'),
  };
}
