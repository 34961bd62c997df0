// Reading chosen (not in the spec's rule list): a last segment with a file extension is a file
// (/sw.js, the service worker of spec 2 §7, /robots.txt, /favicon.ico) and is passed untouched;
// the trailing-slash rule would otherwise break it. An extension starts with a letter so that
// slugs like '/bosch-gsr-2.0/' or product slugs ending in digits are still pages.
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,15}$/i;

export function isStaticFilePath(path: string): boolean {
  const last = path.split('/').at(-1) ?? '';
  return FILE_EXTENSION.test(last);
}
