// One Babel config for webpack (browser targets) and jest (current node).
const path = require('node:path');
const annotateAsPure = require('@babel/helper-annotate-as-pure').default;

const sharedDir = `${path.sep}src${path.sep}shared${path.sep}`;

/**
 * src/shared holds only declarations (zod schemas, constants). Marking its top-level calls as pure lets
 * webpack drop the schemas (and zod with them) from bundles that import just a constant or a type,
 * e.g. the chat listener in the entry chunk; the login page, which validates, still gets zod.
 */
function pureSharedDeclarations() {
  return {
    visitor: {
      CallExpression(callPath, state) {
        if (!state.filename?.includes(sharedDir) || callPath.getFunctionParent()) return;
        annotateAsPure(callPath);
      },
    },
  };
}

module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: [
      ['babel-plugin-styled-components', { displayName: !isTest, pure: true }],
      ...(isTest ? [] : [pureSharedDeclarations]),
    ],
  };
};
