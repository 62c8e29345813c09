import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../content.messages';
import { videoSource } from '../lib/video-source';

/** A video file in the browser's player; a YouTube or Vimeo page in that site's player, in a titled frame. */
export function VideoPlayer({ src, title, poster }: { src: string; title: string; poster?: string | undefined }) {
  const t = useMessages(contentMessages);
  const source = videoSource(src);
  return (
    <div className="content-player content-player--video">
      {source.kind === 'embed' ? (
        <iframe
          className="content-player__frame"
          src={source.src}
          title={t.playVideo(title)}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <video className="content-player__video" controls preload="metadata" src={source.src} poster={poster}>
          <p>
            {t.videoUnsupported} <a href={source.src}>{t.downloadVideo}</a>
          </p>
        </video>
      )}
    </div>
  );
}
