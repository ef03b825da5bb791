/**
 * The files a test's Export CSV hands to the browser: downloadCsv (lib/csv) makes an object URL of a
 * Blob and clicks a link named for it; jsdom downloads nothing, so both are recorded instead.
 */
export function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  let pending: Blob | null = null;
  Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => ((pending = blob), 'blob:export')), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
    if (pending) files.push({ name: this.download, blob: pending });
    pending = null;
  });
  /** The file's text without the byte-order mark, split into its CRLF lines. */
  const lines = async (index: number) =>
    new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(await files[index].blob.arrayBuffer())
      .replace(/^\uFEFF/, '')
      .split('\r\n');
  return { files, lines, restore: () => click.mockRestore() };
}
