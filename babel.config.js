// One Babel config for webpack (browser targets) and jest (current node).
// Browser target: the dependencies ship untranspiled ES2020+ (optional chaining, classes), so the bundle
// already needs a current browser; compiling our own code down to ES5 only made it bigger (regenerator
// for every async function), which counts against the first-load budget (DESIGN §8).
const BROWSER_TARGETS = 'baseline widely available';

module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { targets: BROWSER_TARGETS, bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: [['babel-plugin-styled-components', { displayName: !isTest, pure: true }]],
  };
};
