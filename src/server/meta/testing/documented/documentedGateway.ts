import { MetaGateway } from '../../gateway';

/**
 * A gateway whose every Graph flavour is a documented-answer server (documentedServer.ts), so the real
 * client reads Meta's documented answers with no demo world behind; retries do not really sleep.
 */
export function documentedGateway(serverUrl: string): MetaGateway {
  const app = { appId: 'documented-app', appSecret: 'documented-secret' };
  return new MetaGateway({
    metaGraphUrl: serverUrl,
    instagramGraphUrl: serverUrl,
    instagramApiUrl: serverUrl,
    publicUrl: 'http://localhost:8080',
    facebook: app,
    instagram: app,
    demo: false,
    sleep: async () => {},
  });
}
