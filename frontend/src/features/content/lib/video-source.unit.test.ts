import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

const embed = (src: string) => ({ kind: 'embed', src });

describe('videoSource', () => {
  it('plays YouTube pages in the no-cookie player', () => {
    const player = embed('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toEqual(player);
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(player);
    expect(videoSource('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(player);
    expect(videoSource('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(player);
    expect(videoSource('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(player);
  });

  it('plays Vimeo pages in the Vimeo player, keeping an unlisted video’s hash', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual(embed('https://player.vimeo.com/video/76979871'));
    expect(videoSource('https://vimeo.com/channels/staffpicks/76979871')).toEqual(embed('https://player.vimeo.com/video/76979871'));
    expect(videoSource('https://vimeo.com/76979871/4f2a9c1b7e')).toEqual(embed('https://player.vimeo.com/video/76979871?h=4f2a9c1b7e'));
    expect(videoSource('https://player.vimeo.com/video/76979871?h=4f2a9c1b7e')).toEqual(embed('https://player.vimeo.com/video/76979871?h=4f2a9c1b7e'));
  });

  it('takes anything else as a file', () => {
    for (const url of ['/uploads/aarti.mp4', 'https://cdn.example/diwali.webm', 'https://www.youtube.com/channel/UCabc', 'https://youtu.be/short', 'https://vimeo.com/about']) {
      expect(videoSource(url)).toEqual({ kind: 'file', src: url });
    }
  });
});
