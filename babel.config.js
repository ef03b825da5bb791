// One Babel config for webpack (browser targets) and jest (current node).
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: [['babel-plugin-styled-components', { displayName: !isTest, pure: true }]],
  };
};
