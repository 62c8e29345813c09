// Writes a server-rendered page into the SPA's index.html (docs/server-rendering.md): its head
// elements in place of the shell's title and description, the CSS and code of its route page
// linked so the browser fetches them at once, its markup inside #root, and the data it was
// rendered with beside it.

/** What the server entry answers for a page (frontend/src/server/entry-server.tsx). */
export interface RenderedPage {
  readonly status: number;
  readonly language: string;
  readonly headHtml: string;
  readonly preloadHtml: string;
  readonly bodyHtml: string;
  readonly dataHtml: string;
  readonly pageModules: readonly string[];
}

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
/** vite's build manifest (frontend/dist/.vite/manifest.json): each source file's chunk, its static imports and its CSS. */
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The chunks, and the CSS, a page's source module needs before it can run: itself and its static imports. */
export function pageAssets(manifest: Manifest, modules: readonly string[]): { scripts: string[]; styles: string[] } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  const chunks = [...seen].map((key) => manifest[key]!);
  return { scripts: chunks.map((chunk) => `/${chunk.file}`), styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`) };
}

const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_DESCRIPTION = /<meta name="description"[^>]*>/;
const ROOT = '<div id="root"></div>';

export function pageDocument(shell: string, page: RenderedPage, manifest: Manifest): string {
  const { scripts, styles } = pageAssets(manifest, page.pageModules);
  // The shell links some of these already: a second link would only be noise.
  const links = [...styles.filter((href) => !shell.includes(`href="${href}"`)).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`), ...scripts.filter((href) => !shell.includes(`"${href}"`)).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)];
  // Replacements are functions: the page's text may hold `$&` and the like, which a replacement string would expand.
  let html = shell.replace(/<html lang="[^"]*">/, () => `<html lang="${page.language}">`);
  if (page.headHtml) html = html.replace(SHELL_DESCRIPTION, '').replace(SHELL_TITLE, () => page.headHtml);
  html = html.replace('</head>', () => `${[...links, page.preloadHtml].join('\n    ')}\n  </head>`);
  return html.replace(ROOT, () => `<div id="root">${page.bodyHtml}</div>${page.dataHtml}`);
}
