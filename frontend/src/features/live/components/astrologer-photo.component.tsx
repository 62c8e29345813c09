/** The astrologer's photo on a live card, or their initial; the name beside it says who it is. */
export function AstrologerPhoto({ name, imgUrl, size = 56 }: { name: string; imgUrl: string | null; size?: number }) {
  return imgUrl && imgUrl !== 'NA' ? (
    <img className="live-photo" src={imgUrl} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : (
    <span className="live-photo live-photo--none" aria-hidden="true" style={{ width: size, height: size }}>
      {name.slice(0, 1)}
    </span>
  );
}
