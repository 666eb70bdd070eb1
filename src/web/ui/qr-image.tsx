import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/** An SVG string made by our QR library, as an image address: shown with <img>, never injected as HTML. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A QR code of an address, drawn dark on white (scanners need the contrast, in either theme). */
export function QrImage({ value, label, className }: { value: string; label: string; className?: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    qrSvg(value, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: '#1e1726', light: '#ffffff' },
    })
      .then((svg) => {
        if (live) setSrc(svgDataUrl(svg));
      })
      .catch(() => setSrc(''));
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) return <span className={className} aria-hidden="true" />;
  return <img className={className} src={src} alt={label} width={160} height={160} />;
}
