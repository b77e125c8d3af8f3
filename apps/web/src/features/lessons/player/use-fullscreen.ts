import { type RefObject, useEffect, useState } from 'react';

type FullscreenDocument = Document & { webkitFullscreenElement?: Element | null; webkitExitFullscreen?: () => void };
type FullscreenElement = HTMLElement & { webkitRequestFullscreen?: () => void };
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

const fullscreenElement = () => {
  const doc = document as FullscreenDocument;
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
};

/**
 * Full screen for the player's box, turned to landscape where the browser lets a page lock it. Older WebKit
 * takes the prefixed calls; an iPhone lets only the video itself go full screen.
 */
export function useFullscreen(boxRef: RefObject<HTMLElement | null>, videoRef: RefObject<HTMLVideoElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(fullscreenElement() === boxRef.current && boxRef.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('webkitfullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('webkitfullscreenchange', onChange);
    };
  }, [boxRef]);

  const toggleFullscreen = () => {
    const doc = document as FullscreenDocument;
    if (fullscreenElement()) {
      if (doc.exitFullscreen) void doc.exitFullscreen().catch(() => undefined);
      else doc.webkitExitFullscreen?.();
      return;
    }
    const box = boxRef.current as FullscreenElement | null;
    const video = videoRef.current as IosVideo | null;
    if (box?.requestFullscreen) {
      box.requestFullscreen().then(
        () => {
          const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
          void orientation?.lock?.('landscape').catch(() => undefined);
        },
        () => video?.webkitEnterFullscreen?.(),
      );
    } else if (box?.webkitRequestFullscreen) box.webkitRequestFullscreen();
    else video?.webkitEnterFullscreen?.(); // iPhone: only the video itself goes full screen
  };

  return { fullscreen, toggleFullscreen };
}
