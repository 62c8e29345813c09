import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../content.messages';
import { formatDuration, isoDuration } from '../lib/format-duration';

/** The browser's own audio controls (keyboard and screen-reader ready), with the length and a download for browsers without them. */
export function AudioPlayer({ src, seconds }: { src: string; seconds: number }) {
  const t = useMessages(contentMessages);
  return (
    <figure className="content-player content-player--audio">
      <audio className="content-player__audio" controls preload="metadata" src={src}>
        <p>
          {t.audioUnsupported} <a href={src}>{t.downloadAudio}</a>
        </p>
      </audio>
      <figcaption className="content-player__caption">
        {t.duration}: <time dateTime={isoDuration(seconds)}>{formatDuration(seconds)}</time>
      </figcaption>
    </figure>
  );
}
