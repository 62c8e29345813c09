/** Spec §2 "Layout rules": these paths render the page alone, with no header or footer. */
export const rendersAlone = (pathname: string): boolean =>
  pathname.startsWith('/admin') || pathname.startsWith('/chat-screen') || pathname === '/live-video-broadcasting';
