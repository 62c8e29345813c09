import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { handedData } from '../lib/ssr/handed-data';
import { applyPageHead, type PageHead } from '../lib/ssr/page-head';
import { useServerRender } from '../lib/ssr/server-render';

export interface PageMetaProps {
  readonly title: string;
  readonly description: string;
  /** What the page is to link previews; a plain page is a website. */
  readonly type?: PageHead['type'];
  /** A path or absolute URL of the image a link preview shows. */
  readonly image?: string;
  /** schema.org data of what the page is about (lib/ssr/structured-data.ts). */
  readonly jsonLd?: PageHead['jsonLd'];
}

/**
 * The document's title, description, canonical URL, Open Graph tags and JSON-LD for this page.
 * Rendered on the server it is written into the HTML's head (lib/ssr/page-head.ts); in the browser
 * it rewrites the same elements in place, so the head stays right on every navigation. It renders
 * nothing itself: a <title> in the tree would be hoisted into the head next to the server's.
 */
export function PageMeta({ title, description, type = 'website', image, jsonLd }: PageMetaProps) {
  const server = useServerRender();
  const { pathname } = useLocation();
  const origin = server?.origin ?? handedData()?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const canonical = origin + pathname;
  const absolute = (path: string) => new URL(path, canonical).href;
  const head: PageHead = {
    title,
    description,
    type,
    canonical,
    ...(image ? { image: absolute(image) } : {}),
    ...(jsonLd ? { jsonLd: { ...jsonLd, url: canonical, ...(typeof jsonLd.image === 'string' ? { image: absolute(jsonLd.image) } : {}) } } : {}),
  };
  if (server) server.head = head;
  const key = JSON.stringify(head);
  // In the commit that shows the page, as a rendered <title> would be: never a frame with the previous page's head.
  useLayoutEffect(() => {
    applyPageHead(JSON.parse(key) as PageHead);
  }, [key]);
  return null;
}
