import { useEffect, useRef } from 'react';

/**
 * A picture from a Blob (a stored photo read with the bearer token, or one still on the phone): its
 * object URL is made while the picture shows and revoked when it goes, so a 15 MB photo is not kept.
 */
export function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={alt} className={className} />;
}
