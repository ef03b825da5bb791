// Debian's Chromium for the browser benches, and the flags that keep it quiet: the machine has no
// network beyond loopback, and without these Chromium keeps trying to reach Google. Each bench adds
// the headless flag its launcher wants.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const OFFLINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
