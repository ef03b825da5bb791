import type { LoginFlavour } from '../../shared/connectors';
import { DEMO_GRAPH_URL, createDemoTransport } from './demoTransport';
import { createDemoWorld, type DemoWorld } from './demo/world';
import { GraphClient, type RetryPolicy } from './graphClient';
import { httpTransport, type GraphTransport } from './transport';

export type MetaApp = { appId: string; appSecret: string };

export type MetaSettings = {
  metaGraphUrl: string;
  instagramGraphUrl: string;
  /** Instagram Login's code exchange host (api.instagram.com). */
  instagramApiUrl: string;
  publicUrl: string;
  facebook: MetaApp | null;
  instagram: MetaApp | null;
  demo: boolean;
  retry?: RetryPolicy;
  /** Tests and the bench pass one that never sleeps long. */
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Where each login flavour's Graph calls go and with which app. The demo flavour is the generated
 * world behind the in-process transport, with the world's own app id and secret, so that connecting
 * demo accounts runs the very same code exchange and account discovery as Facebook Login.
 */
export class MetaGateway {
  private readonly demoTransport: GraphTransport;

  constructor(
    readonly settings: MetaSettings,
    private readonly http: GraphTransport = httpTransport,
    readonly demoWorld: () => DemoWorld = () => createDemoWorld(),
  ) {
    this.demoTransport = createDemoTransport(demoWorld);
  }

  /** What this server can connect (GET /api/connectors/instagram/options). */
  options(): Record<'facebook' | 'instagram' | 'demo', boolean> {
    return { facebook: this.settings.facebook !== null, instagram: this.settings.instagram !== null, demo: this.settings.demo };
  }

  isAvailable(flavour: LoginFlavour): boolean {
    return this.options()[flavour];
  }

  /** The app credentials of a flavour; the demo world brings its own. */
  appFor(flavour: LoginFlavour): MetaApp | null {
    if (flavour === 'demo') {
      const world = this.demoWorld();
      return this.settings.demo ? { appId: world.appId, appSecret: world.appSecret } : null;
    }
    return this.settings[flavour];
  }

  graphUrlFor(flavour: LoginFlavour): string {
    if (flavour === 'demo') return DEMO_GRAPH_URL;
    return flavour === 'instagram' ? this.settings.instagramGraphUrl : this.settings.metaGraphUrl;
  }

  clientFor(flavour: LoginFlavour, accessToken: string | null, signal?: AbortSignal): GraphClient {
    return this.client(flavour, this.graphUrlFor(flavour), accessToken, signal);
  }

  /**
   * Instagram Login's long-lived token exchange and refresh: Meta documents them only without a version
   * segment (GET graph.instagram.com/access_token and /refresh_access_token), while every other call may
   * pin one, so INSTAGRAM_GRAPH_URL's version is dropped for these two alone.
   * https://developers.facebook.com/docs/instagram-platform/reference/access_token
   * https://developers.facebook.com/docs/instagram-platform/reference/refresh_access_token
   */
  instagramTokenClient(accessToken: string | null): GraphClient {
    return this.client('instagram', withoutGraphVersion(this.settings.instagramGraphUrl), accessToken);
  }

  private client(flavour: LoginFlavour, baseUrl: string, accessToken: string | null, signal?: AbortSignal): GraphClient {
    return new GraphClient({
      transport: flavour === 'demo' ? this.demoTransport : this.http,
      baseUrl,
      accessToken,
      retry: this.settings.retry,
      sleep: this.settings.sleep,
      signal,
    });
  }

  /** Where Meta sends the browser back: an SPA page that posts {code, state} to the connect endpoint. */
  get redirectUri(): string {
    return `${this.settings.publicUrl}/auth/instagram-connect`;
  }
}

/** https://graph.instagram.com/v23.0 → https://graph.instagram.com (a base without a version stays as it is). */
const withoutGraphVersion = (graphUrl: string): string => graphUrl.replace(/\/v\d+\.\d+\/?$/, '');
