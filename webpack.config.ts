import path from 'node:path';
import { DefinePlugin, NormalModuleReplacementPlugin, type Chunk, type ChunkGraph, type Configuration, type Module } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';

type Env = Record<string, unknown>;
type Argv = { mode?: 'production' | 'development' };

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/** REDUX_DEVTOOLS=false builds a bundle that never connects to the Redux DevTools extension (default: on). */
function reduxDevTools(): 'true' | 'false' {
  const value = process.env.REDUX_DEVTOOLS ?? 'true';
  if (value !== 'true' && value !== 'false') throw new Error(`REDUX_DEVTOOLS must be true or false, not "${value}"`);
  return value;
}

const isAppSource = (name: string) => /[\\/]src[\\/](client|shared)[\\/]/.test(name);
/** The API client, session, accounts and toasts; the two API helpers the public pages use are left out. */
const isAppPlumbing = (name: string) =>
  /[\\/]src[\\/]client[\\/](api|features[\\/](session|accounts|toasts))[\\/]/.test(name) && !/[\\/]api[\\/](errors|apiBaseUrl)\.ts$/.test(name);
/** The chunks every signed-in page loads besides its own: the store and the app's frame. */
const SIGNED_IN_BASE_CHUNKS = new Set(['workspace', 'shell']);

/** Whether a chunk holds some of the app's plumbing, and so loads the app-core chunk anyway. */
function loadsAppCore(chunk: Chunk, chunkGraph: ChunkGraph): boolean {
  return [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => isAppPlumbing(module.nameForCondition() ?? ''));
}

/**
 * A module of the workspace or shell chunk, where every chunk that needs it loads app-core already:
 * moving it there never adds app-core to a page (a public one, say) that did not load it.
 */
function inSignedInBase(module: Module, chunkGraph: ChunkGraph): boolean {
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return chunks.some((chunk) => SIGNED_IN_BASE_CHUNKS.has(chunk.name ?? '')) && chunks.every((chunk) => loadsAppCore(chunk, chunkGraph));
}

/**
 * Plumbing that one chunk alone needs (a dialog fetched when it opens, what only the settings page does
 * with accounts) stays in that chunk: in app-core every signed-in page would load it.
 */
function sharedPlumbing(module: Module, chunkGraph: ChunkGraph): boolean {
  return chunkGraph.getNumberOfModuleChunks(module) > 1 || inSignedInBase(module, chunkGraph);
}

/**
 * A library the workspace or the shell needs and no page does (redux-persist, which only the store uses).
 * The libraries the pages use too (Redux Toolkit, react-redux) stay in webpack's vendor chunk, which
 * changes less often than the app's code and so stays cached across releases.
 */
function libraryOfSignedInBase(module: Module, chunkGraph: ChunkGraph): boolean {
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return inSignedInBase(module, chunkGraph) && !chunks.some((chunk) => chunk.name?.startsWith('page-'));
}

/** Where every sign-in lands (/app redirects there too): the signed-in page whose first load has a budget (docs/performance.md, "The dashboard bundle"). */
const LANDING_PAGE_CHUNK = 'page-dashboard';
/** Chunks (the dashboard's among them) that must share a module for it to count as the pages' common kit. */
const PAGE_KIT_MIN_CHUNKS = 6;

/**
 * App code the dashboard shares with several other signed-in pages: the page frame, tables, CSV, the
 * period controls. Every sign-in lands on the dashboard, so it is downloaded with the first signed-in
 * page anyway. What it shares with one or two pages (the posting heatmap, with a competitor's page) is
 * copied into those pages' chunks instead, as webpack does with small shared code: in app-core, every
 * signed-in page would load it.
 */
function inPageKit(module: Module, chunkGraph: ChunkGraph): boolean {
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return (
    chunks.length >= PAGE_KIT_MIN_CHUNKS &&
    chunks.some((chunk) => chunk.name === LANDING_PAGE_CHUNK) &&
    chunks.every((chunk) => loadsAppCore(chunk, chunkGraph))
  );
}

function belongsInAppCore(module: Module, chunkGraph: ChunkGraph): boolean {
  const name = module.nameForCondition() ?? '';
  if (isAppPlumbing(name)) return sharedPlumbing(module, chunkGraph);
  if (isAppSource(name)) return inSignedInBase(module, chunkGraph) || inPageKit(module, chunkGraph);
  return libraryOfSignedInBase(module, chunkGraph);
}

/**
 * stylis's vendor prefixer (a table of CSS properties and their -webkit-/-moz-/-ms- forms, about 1 KB gzip of
 * every page's first load) runs only when a StyleSheetManager asks for `enableVendorPrefixes`, which
 * styled-components 6 leaves off and this app never turns on. It is replaced by a function that says so
 * if it is ever called, rather than prefixing nothing silently.
 */
const withoutStylisPrefixer = new NormalModuleReplacementPlugin(/^\.\/Prefixer\.js$/, (resource: { context: string; request: string }) => {
  if (!/[\\/]node_modules[\\/]stylis[\\/]/.test(resource.context)) return;
  resource.request = `data:text/javascript,${encodeURIComponent(
    "export function prefix() { throw new Error('Vendor prefixing is left out of this bundle: see webpack.config.ts'); }",
  )}`;
});

export default (_env: Env, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Content hashes let the server cache assets for a year as immutable.
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
    },
    module: {
      rules: [
        // babel.config.js leaves development-only names out of the production bundle.
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { envName: production ? 'production' : 'development' } } },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
      ],
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: production ? 'deterministic' : 'named',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The signed-in app's plumbing (API client, session, accounts, toasts) is needed by the workspace,
          // the shell and every page. Below webpack's 20 KB split threshold it was copied into each of those
          // chunks; one shared chunk is fetched once instead. So is the workspace's and the shell's own code:
          // both load with every signed-in page, so what they shared with a page (formatting, the chat
          // panel's state) was downloaded twice, and one file compresses better than several. For the same
          // reason the code the dashboard shares with other pages joins it rather than forming split chunks
          // of its own (two more files on the dashboard's first load). Modules a public page needs stay
          // out, so / and /login do not load it.
          appCore: {
            test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) => belongsInAppCore(module, chunkGraph),
            chunks: 'async',
            name: 'app-core',
            minSize: 0,
            priority: 5,
          },
          // webpack's own vendor group, but for uPlot: the lazy charts chunk is there for it, so it stays there
          // with its wrapper (one file fetched after the first render, not two).
          defaultVendors: { test: /[\\/]node_modules[\\/](?!uplot[\\/])/, priority: -10, reuseExistingChunk: true },
        },
      },
    },
    plugins: [
      new DefinePlugin({ 'process.env.REDUX_DEVTOOLS': JSON.stringify(reduxDevTools()) }),
      withoutStylisPrefixer,
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      ...(production
        ? [
            new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|html|svg|css)$/ }),
            new CompressionPlugin({ filename: '[path][base].br', algorithm: 'brotliCompress', test: /\.(js|html|svg|css)$/ }),
          ]
        : []),
    ],
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: apiTarget }],
    },
  };
};
