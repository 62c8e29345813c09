import { useEffect } from 'react';

/**
 * The document title and description of a page. index.html already has a description, and React
 * would add a second one after it (which search engines ignore), so this one is rewritten in place.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const meta = existing ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'description' }));
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (existing) meta.content = previous;
      else meta.remove();
    };
  }, [description]);
  return <title>{title}</title>;
}
