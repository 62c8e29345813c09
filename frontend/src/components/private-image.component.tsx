import { useEffect, useState, type ImgHTMLAttributes } from 'react';

/** Loads tried after the first fails: waits of 0.5, 1, 2, 4, 8 and 16 s, about half a minute in all. */
export const PRIVATE_IMAGE_RETRIES = 6;

/**
 * A private image (docs/uploads.md, an ID document or a support screenshot): its address answers
 * only once the read side has recorded who uploaded it, which on a busy moment may be a little after
 * the message showing it was written. A load that fails is tried again with a fresh <img> (the
 * refusal is never cached), waiting longer each time, so the picture appears once it can.
 */
export function PrivateImage({ src, alt, ...props }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> & { readonly src: string; readonly alt: string }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed || attempt >= PRIVATE_IMAGE_RETRIES) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setAttempt((done) => done + 1);
    }, 500 * 2 ** attempt);
    return () => clearTimeout(timer);
  }, [failed, attempt]);
  return <img key={attempt} {...props} src={src} alt={alt} onError={() => setFailed(true)} />;
}
