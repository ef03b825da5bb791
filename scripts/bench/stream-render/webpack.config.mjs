// Builds the streaming-render benchmark page (production React, same Babel config as the app).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));

export function benchWebpackConfig(outputPath) {
  return {
    mode: 'production',
    context: path.resolve(here, '../../..'),
    entry: path.join(here, 'page.tsx'),
    output: { path: outputPath, filename: 'bench.js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
      ],
    },
    devtool: false,
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({
        title: 'stream-render bench',
        templateContent:
          '<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body style="background:#0b0d12;color:#e8ebf2"></body></html>',
      }),
    ],
  };
}
