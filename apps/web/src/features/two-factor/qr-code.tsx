import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';

const SIZE = 200;

/**
 * The otpauth:// address as a QR code drawn here, with no outside service (docs/product/access.md#two-factor). The
 * qrcode package loads only when a setup starts, outside the shell's download.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (qrcode) => {
      const drawn = await qrcode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (current) setSvg(drawn);
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!svg) return <Skeleton variant="rectangular" width={SIZE} height={SIZE} />;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={SIZE}
      height={SIZE}
      sx={{ display: 'block', bgcolor: 'common.white', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}
