// One Babel config for webpack (browser targets) and jest (current node).
// Browser target: the dependencies ship untranspiled ES2020+ (optional chaining, classes), so the bundle
// already needs a current browser; compiling our own code down to ES5 only made it bigger (regenerator
// for every async function), which counts against the first-load budget (docs/performance.md, "The dashboard bundle").
const BROWSER_TARGETS = 'baseline widely available';

/**
 * jest runs modules as CommonJS, which has no `import.meta`: yoga-layout (the layout engine of the PDF
 * reports' @react-pdf/renderer) reads `import.meta.url`, so under test it becomes this file's URL.
 */
const importMetaForCommonJs = ({ template }) => ({
  visitor: {
    MetaProperty(path) {
      if (path.node.meta.name === 'import') path.replaceWith(template.expression.ast`({ url: require('url').pathToFileURL(__filename).href })`);
    },
  },
});

/**
 * styled-components' Babel plugin names each component's class after its file and variable and gives it a
 * stable id (for server rendering, which this SPA does not do): readable in development, but in the
 * production bundle those strings were about 2 KB gzip of the dashboard's first load.
 * webpack passes envName 'production' for its production build.
 */
const styledComponentsOptions = (isTest, isProduction) => ({ displayName: !isTest && !isProduction, ...(isProduction ? { ssr: false } : {}), pure: true });

module.exports = (api) => {
  const isTest = api.env('test');
  const isProduction = api.env('production');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { targets: BROWSER_TARGETS, bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: [['babel-plugin-styled-components', styledComponentsOptions(isTest, isProduction)], ...(isTest ? [importMetaForCommonJs] : [])],
  };
};
