import path from 'node:path';
import { DefinePlugin, type Chunk, type ChunkGraph, type Configuration, type Module } from 'webpack';
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
          // both load with every signed-in page, so what they shared with a page (formatting, dialogs, the
          // chat panel's state) was downloaded twice, and one file compresses better than three. Modules a
          // public page needs stay out, so / and /login do not load it.
          appCore: {
            test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) => {
              const name = module.nameForCondition() ?? '';
              return (isAppPlumbing(name) && sharedPlumbing(module, chunkGraph)) || (isAppSource(name) && inSignedInBase(module, chunkGraph));
            },
            chunks: 'async',
            name: 'app-core',
            minSize: 0,
            priority: 5,
          },
        },
      },
    },
    plugins: [
      new DefinePlugin({ 'process.env.REDUX_DEVTOOLS': JSON.stringify(reduxDevTools()) }),
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
