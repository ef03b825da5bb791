// Must run before prismjs loads: without `manual`, Prism would re-highlight code elements in the page
// on its own and fight React over the DOM.
const scope = globalThis as unknown as { Prism?: { manual?: boolean } };
scope.Prism = { ...scope.Prism, manual: true };

export {};
