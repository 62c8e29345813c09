/** How a video plays: a file in a <video> element, or a YouTube or Vimeo player in a frame. */
export type VideoSource = { readonly kind: 'file'; readonly src: string } | { readonly kind: 'embed'; readonly src: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** The player for a video address; anything that is not a YouTube or Vimeo page is taken as a file. */
export function videoSource(url: string): VideoSource {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://invalid.example');
  } catch {
    return { kind: 'file', src: url };
  }
  const youtube = youtubeId(parsed);
  // The no-cookie host sets no cookies until the visitor plays the video.
  if (youtube) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoPlayer(parsed);
  if (vimeo) return { kind: 'embed', src: vimeo };
  return { kind: 'file', src: url };
}

function youtubeId({ hostname, pathname, searchParams }: URL): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const id =
    hostname === 'youtu.be'
      ? segments[0]
      : YOUTUBE_HOSTS.has(hostname)
        ? pathname === '/watch'
          ? searchParams.get('v')
          : ['embed', 'shorts', 'live'].includes(segments[0] ?? '')
            ? segments[1]
            : undefined
        : undefined;
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

function vimeoPlayer({ hostname, pathname, searchParams }: URL): string | undefined {
  if (!VIMEO_HOSTS.has(hostname)) return undefined;
  const segments = pathname.split('/').filter(Boolean);
  // vimeo.com/123, vimeo.com/channels/x/123, vimeo.com/123/abcdef (an unlisted video's hash), player.vimeo.com/video/123?h=abcdef
  const at = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (at < 0) return undefined;
  const hash = searchParams.get('h') ?? (hostname === 'player.vimeo.com' ? undefined : segments[at + 1]);
  const safeHash = hash && /^[\da-f]+$/i.test(hash) ? `?h=${hash}` : '';
  return `https://player.vimeo.com/video/${segments[at]}${safeHash}`;
}
